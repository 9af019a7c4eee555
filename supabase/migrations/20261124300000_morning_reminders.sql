-- Morning reminder e-mails (issue 18, item 7). Applies unchanged to hosted Supabase
-- (PostgreSQL 15+) and to the local embedded stack.
--
-- public.email_preferences     gains the reminder choice: on/off, the local hour, the time zone.
--                              Owner reads and changes their own row (the policies already there).
-- private.reminder_sends       one row per user and local day: claimed before sending, marked
--                              after, so a rerun (the cron runs hourly) sends nothing twice.
-- The cron path uses only the SECURITY DEFINER functions below (service_role); whether the member
-- already wrote a dream this morning is read under RLS as that member.

alter table public.email_preferences
  add column reminder_enabled boolean not null default false,
  -- the local hour the reminder goes out (a morning hour)
  add column reminder_hour smallint not null default 7 check (reminder_hour between 4 and 11),
  -- an IANA time zone name from the member's browser, checked by the trigger below
  add column reminder_time_zone text not null default 'UTC'
    check (char_length(reminder_time_zone) between 1 and 64 and reminder_time_zone ~ '^[A-Za-z0-9_+/-]+$');
create index email_preferences_reminder_idx on public.email_preferences (user_id) where reminder_enabled;

grant insert (reminder_enabled, reminder_hour, reminder_time_zone),
  update (reminder_enabled, reminder_hour, reminder_time_zone) on public.email_preferences to authenticated;

-- A time zone Postgres does not know would break every later run's clock arithmetic: refuse it
-- when it is written (22023), so the candidates query can trust the column.
create function private.check_reminder_time_zone() returns trigger
language plpgsql set search_path = '' as $$
begin
  perform now() at time zone new.reminder_time_zone;
  return new;
exception when invalid_parameter_value then
  raise exception 'unknown time zone %', new.reminder_time_zone using errcode = '22023';
end $$;
create trigger email_preferences_reminder_time_zone
  before insert or update of reminder_time_zone on public.email_preferences
  for each row execute function private.check_reminder_time_zone();

create table private.reminder_sends (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- the member's local date the reminder is for
  local_date date not null,
  -- sending: claimed by a run; sent: handed to the mail server; skipped: the member had already
  -- written a dream that morning; failed: retried by a later run while attempts < 3
  status text not null default 'sending' check (status in ('sending', 'sent', 'skipped', 'failed')),
  attempts integer not null default 1,
  last_error text check (last_error is null or char_length(last_error) <= 500),
  claimed_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (user_id, local_date)
);
revoke all on private.reminder_sends from public, anon, authenticated;

-- Members due a reminder now: opted in, their local clock within three hours after their chosen
-- hour (so a late or failed run still sends that morning, not hours later), and nothing
-- sent, skipped, given up on or being sent for their local date. Pages ordered by user id.
create function private.reminder_candidates(p_after uuid, p_limit integer)
returns table (user_id uuid, email text, full_name text, local_date date, local_midnight timestamptz)
language sql stable security definer set search_path = '' as $$
  select p.user_id, u.email::text, pr.full_name, l.local_date,
         (l.local_date::timestamp at time zone p.reminder_time_zone) as local_midnight
  from public.email_preferences p
  join public.profiles pr on pr.id = p.user_id
  join auth.users u on u.id = p.user_id and u.email is not null
  cross join lateral (select (now() at time zone p.reminder_time_zone) as local_now) n
  cross join lateral (select n.local_now::date as local_date) l
  where p.reminder_enabled
    and extract(hour from n.local_now) >= p.reminder_hour
    and extract(hour from n.local_now) < p.reminder_hour + 3
    and (p_after is null or p.user_id > p_after)
    and not exists (
      select 1 from private.reminder_sends s
      where s.user_id = p.user_id and s.local_date = l.local_date
        and (s.status in ('sent', 'skipped')
             or s.attempts >= 3
             or (s.status = 'sending' and s.claimed_at > now() - interval '15 minutes'))
    )
  order by p.user_id
  limit least(greatest(p_limit, 1), 500)
$$;

-- Claims (user, local day) for this run; true when this caller may send. One statement, so two
-- overlapping runs cannot both claim it.
create function private.claim_reminder(p_user uuid, p_local_date date)
returns boolean language plpgsql security definer set search_path = '' as $$
declare
  claimed boolean;
begin
  insert into private.reminder_sends as s (user_id, local_date) values (p_user, p_local_date)
  on conflict (user_id, local_date) do update
    set status = 'sending', attempts = s.attempts + 1, claimed_at = now(), last_error = null
    where s.attempts < 3
      and (s.status = 'failed' or (s.status = 'sending' and s.claimed_at <= now() - interval '15 minutes'))
  returning true into claimed;
  return coalesce(claimed, false);
end $$;

create function private.finish_reminder(p_user uuid, p_local_date date, p_status text, p_error text)
returns void language plpgsql security definer set search_path = '' as $$
begin
  if p_status not in ('sent', 'skipped', 'failed') then
    raise exception 'invalid reminder status %', p_status using errcode = '22023';
  end if;
  update private.reminder_sends
     set status = p_status, last_error = left(p_error, 500), sent_at = case when p_status = 'sent' then now() else sent_at end
   where user_id = p_user and local_date = p_local_date and status = 'sending';
end $$;

-- Turns the reminder off for a user (the signed unsubscribe link, verified by the server).
-- Returns true when the user exists. The pattern e-mails are left as they are.
create function private.unsubscribe_reminder(p_user uuid)
returns boolean language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from auth.users where id = p_user) then
    return false;
  end if;
  insert into public.email_preferences (user_id, reminder_enabled)
  values (p_user, false)
  on conflict (user_id) do update set reminder_enabled = false, updated_at = now();
  return true;
end $$;

revoke all on function private.check_reminder_time_zone(), private.reminder_candidates(uuid, integer),
  private.claim_reminder(uuid, date), private.finish_reminder(uuid, date, text, text), private.unsubscribe_reminder(uuid)
  from public, anon, authenticated;
grant execute on function private.reminder_candidates(uuid, integer), private.claim_reminder(uuid, date),
  private.finish_reminder(uuid, date, text, text), private.unsubscribe_reminder(uuid) to service_role;
