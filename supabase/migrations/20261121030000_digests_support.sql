-- Pattern digest e-mails (premium) and support requests.
-- Applies unchanged to hosted Supabase (PostgreSQL 15+) and to the local embedded stack.
--
-- public.email_preferences   the user's digest choice; owner reads and changes their own row.
-- private.digest_sends       one row per user and period: claimed before sending, marked after, so
--                            a rerun sends nothing twice and a failed send is retried next run.
-- public.support_requests    contact-form messages; owner inserts and reads; priority is set by
--                            the database from the profile, never by the caller.
-- The cron path uses only the SECURITY DEFINER functions below (service_role); it reads a user's
-- dreams under RLS as that user.

create table public.email_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  digest_frequency text not null default 'off' check (digest_frequency in ('off', 'weekly', 'monthly')),
  include_dream_text boolean not null default false,
  updated_at timestamptz not null default now()
);
create index email_preferences_active_idx on public.email_preferences (user_id) where digest_frequency <> 'off';

revoke all on public.email_preferences from anon, authenticated;
grant select on public.email_preferences to authenticated;
grant insert (digest_frequency, include_dream_text), update (digest_frequency, include_dream_text, updated_at)
  on public.email_preferences to authenticated;
grant all on public.email_preferences to service_role;
alter table public.email_preferences enable row level security;

create policy "email_preferences: owner reads" on public.email_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "email_preferences: owner creates" on public.email_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "email_preferences: owner changes" on public.email_preferences
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create table private.digest_sends (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- 'weekly:2026-11-16' (the Monday the week starts) or 'monthly:2026-11'
  period_key text not null check (period_key ~ '^(weekly:\d{4}-\d{2}-\d{2}|monthly:\d{4}-\d{2})$'),
  period_start timestamptz not null,
  period_end timestamptz not null check (period_end > period_start),
  -- sending: claimed by a run; sent: delivered to the mail server; empty: no dreams, nothing sent;
  -- failed: the last attempt failed (retried by a later run while attempts < 5)
  status text not null default 'sending' check (status in ('sending', 'sent', 'empty', 'failed')),
  attempts integer not null default 1,
  dream_count integer,
  last_error text check (last_error is null or char_length(last_error) <= 500),
  claimed_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (user_id, period_key)
);
revoke all on private.digest_sends from public, anon, authenticated;

-- Users due a digest for the given periods (all users share them: periods are UTC), in pages
-- ordered by user id so a run can go batch by batch. A row for the period that is sent, empty,
-- given up on, or claimed within the last 15 minutes (another run is on it) excludes the user.
create function private.digest_candidates(p_weekly_key text, p_monthly_key text, p_after uuid, p_limit integer)
returns table (user_id uuid, email text, full_name text, frequency text, include_dream_text boolean, period_key text)
language sql stable security definer set search_path = '' as $$
  select p.user_id, u.email::text, pr.full_name, p.digest_frequency, p.include_dream_text, k.key
  from public.email_preferences p
  join public.profiles pr on pr.id = p.user_id and pr.is_premium
  join auth.users u on u.id = p.user_id and u.email is not null
  cross join lateral (
    select case p.digest_frequency when 'weekly' then p_weekly_key when 'monthly' then p_monthly_key end as key
  ) k
  where p.digest_frequency <> 'off'
    and k.key is not null
    and (p_after is null or p.user_id > p_after)
    and not exists (
      select 1 from private.digest_sends s
      where s.user_id = p.user_id and s.period_key = k.key
        and (s.status in ('sent', 'empty')
             or s.attempts >= 5
             or (s.status = 'sending' and s.claimed_at > now() - interval '15 minutes'))
    )
  order by p.user_id
  limit least(greatest(p_limit, 1), 500)
$$;

-- Claims (user, period) for this run. True when this caller may send: no row yet, or the last
-- attempt failed, or a claim went stale (a run that died part-way). One statement, so two
-- overlapping runs cannot both claim it.
create function private.claim_digest(p_user uuid, p_period_key text, p_start timestamptz, p_end timestamptz)
returns boolean language plpgsql security definer set search_path = '' as $$
declare
  claimed boolean;
begin
  insert into private.digest_sends as s (user_id, period_key, period_start, period_end)
  values (p_user, p_period_key, p_start, p_end)
  on conflict (user_id, period_key) do update
    set status = 'sending', attempts = s.attempts + 1, claimed_at = now(), last_error = null
    where s.attempts < 5
      and (s.status = 'failed' or (s.status = 'sending' and s.claimed_at <= now() - interval '15 minutes'))
  returning true into claimed;
  return coalesce(claimed, false);
end $$;

-- Records the outcome of a claimed send: 'sent', 'empty' or 'failed'.
create function private.finish_digest(p_user uuid, p_period_key text, p_status text, p_dream_count integer, p_error text)
returns void language plpgsql security definer set search_path = '' as $$
begin
  if p_status not in ('sent', 'empty', 'failed') then
    raise exception 'invalid digest status %', p_status using errcode = '22023';
  end if;
  update private.digest_sends
     set status = p_status,
         dream_count = p_dream_count,
         last_error = left(p_error, 500),
         sent_at = case when p_status = 'sent' then now() else sent_at end
   where user_id = p_user and period_key = p_period_key and status = 'sending';
end $$;

-- Turns the digest off for a user (the signed unsubscribe link, verified by the server).
-- Returns true when the user exists.
create function private.unsubscribe_digest(p_user uuid)
returns boolean language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from auth.users where id = p_user) then
    return false;
  end if;
  insert into public.email_preferences (user_id, digest_frequency)
  values (p_user, 'off')
  on conflict (user_id) do update set digest_frequency = 'off', updated_at = now();
  return true;
end $$;

-- The latest digest actually sent to the caller, for the preferences page.
create function public.my_last_digest()
returns table (period_key text, period_start timestamptz, period_end timestamptz, sent_at timestamptz, dream_count integer)
language sql stable security definer set search_path = '' as $$
  select s.period_key, s.period_start, s.period_end, s.sent_at, s.dream_count from private.digest_sends s
  where s.user_id = (select auth.uid()) and s.status = 'sent'
  order by s.sent_at desc limit 1
$$;
revoke all on function public.my_last_digest() from public, anon;
grant execute on function public.my_last_digest() to authenticated;

create table public.support_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  subject text not null check (char_length(btrim(subject)) between 3 and 120),
  message text not null check (char_length(btrim(message)) between 10 and 5000),
  priority boolean not null default false,
  created_at timestamptz not null default now()
);
create index support_requests_user_created_idx on public.support_requests (user_id, created_at desc);

revoke all on public.support_requests from anon, authenticated;
grant select on public.support_requests to authenticated;
grant insert (subject, message) on public.support_requests to authenticated;
grant all on public.support_requests to service_role;
alter table public.support_requests enable row level security;

create policy "support_requests: owner reads" on public.support_requests
  for select to authenticated using (user_id = (select auth.uid()));
create policy "support_requests: owner sends" on public.support_requests
  for insert to authenticated with check (user_id = (select auth.uid()));

-- Priority comes from the sender's premium status at the time of the request; created_at is now.
create function private.support_request_defaults() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.priority := coalesce((select is_premium from public.profiles where id = new.user_id), false);
  new.created_at := now();
  return new;
end $$;
create trigger support_requests_defaults before insert on public.support_requests
  for each row execute function private.support_request_defaults();

revoke all on function private.digest_candidates(text, text, uuid, integer), private.claim_digest(uuid, text, timestamptz, timestamptz),
  private.finish_digest(uuid, text, text, integer, text), private.unsubscribe_digest(uuid),
  private.support_request_defaults() from public, anon, authenticated;
grant execute on function private.digest_candidates(text, text, uuid, integer), private.claim_digest(uuid, text, timestamptz, timestamptz),
  private.finish_digest(uuid, text, text, integer, text), private.unsubscribe_digest(uuid) to service_role;
