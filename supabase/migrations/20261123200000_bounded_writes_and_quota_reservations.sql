-- Issue 15 (data side). Applies unchanged to hosted Supabase (PostgreSQL 15+) and the local stack.
--
-- 1. Bounded rows: the stored dream text itself (not its trimmed form) is 10..8,000 characters;
--    an interpretation is at most 128 kB of JSON text; a user holds at most 20,000 dreams.
-- 2. The server is the only way in for writes: `authenticated` (the role the Data API uses with
--    a user's access token) can no longer INSERT into dream_logs or support_requests. Inserts go
--    through SECURITY DEFINER functions in schema `private`, callable by service_role only, that
--    enforce the quota, the size limits, the total per user and the support rate.
-- 3. Quota reservations, so no transaction stays open while an interpretation is produced:
--    reserve (count + a reservation row, one short transaction), interpret outside any
--    transaction, then save (the dream + the reservation deleted, one transaction) or release
--    (the count given back + the reservation deleted). A reservation whose server died before
--    either is swept when it expires and its count is given back; a save that comes after its
--    reservation expired counts again (or meets the limit). The count and the reservation row
--    always change in the same transaction, so nothing is lost or counted twice.

-- ---- 1. bounds ------------------------------------------------------------------------------

-- Earlier imports stored the text untrimmed; its trimmed form was already checked (≤ 8,000).
update public.dream_logs set dream_text = btrim(dream_text) where char_length(dream_text) > 8000;
alter table public.dream_logs
  add constraint dream_logs_dream_text_length check (char_length(dream_text) between 10 and 8000);
-- NOT VALID: oversized interpretations stored before this migration stay (the app no longer reads
-- them); every new or changed row is checked.
alter table public.dream_logs
  add constraint dream_logs_interpretation_size check (octet_length(interpretation::text) <= 131072) not valid;

create function private.max_dreams_per_user() returns integer language sql immutable as $$ select 20000 $$;

-- ---- 2. no direct inserts by API roles ------------------------------------------------------

drop policy "dream_logs: owner inserts" on public.dream_logs;
drop policy "support_requests: owner sends" on public.support_requests;
revoke insert on public.dream_logs from anon, authenticated;
revoke insert on public.support_requests from anon, authenticated;

-- ---- 3. quota reservations ------------------------------------------------------------------

create table private.quota_reservations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  visitor_keys text[],
  day date not null,
  expires_at timestamptz not null,
  check ((user_id is null) <> (visitor_keys is null))
);
create index quota_reservations_expires_idx on private.quota_reservations (expires_at);
alter table private.quota_reservations enable row level security;
revoke all on private.quota_reservations from public, anon, authenticated;

-- Deletes a reservation and gives its count back. False when it was already gone (saved,
-- released or swept), so a count is never given back twice.
create function private.release_reservation(p_id uuid)
returns boolean language plpgsql security definer set search_path = '' as $$
declare
  r private.quota_reservations;
begin
  delete from private.quota_reservations where id = p_id returning * into r;
  if r.id is null then
    return false;
  end if;
  if r.user_id is not null then
    update public.usage_limits
      set daily_interpretations_used = greatest(daily_interpretations_used - 1, 0)
      where user_id = r.user_id and last_interpretation_date = r.day;
  else
    update public.visitor_usage
      set count = greatest(count - 1, 0)
      where day = r.day and visitor_key = any (r.visitor_keys);
  end if;
  return true;
end $$;

-- Gives back the counts of reservations whose server never came back (a few per call).
create function private.sweep_expired_reservations()
returns void language plpgsql security definer set search_path = '' as $$
declare
  expired uuid;
begin
  for expired in
    select id from private.quota_reservations where expires_at < now()
    order by expires_at limit 20 for update skip locked
  loop
    perform private.release_reservation(expired);
  end loop;
end $$;

-- A signed-in user's reservation: 'premium' (nothing counted, no reservation), 'ok' with the
-- reservation's id, or 'limit'.
create function private.reserve_user_quota(p_user uuid, p_day date, p_limit integer, p_ttl_seconds integer)
returns table (outcome text, reservation uuid) language plpgsql security definer set search_path = '' as $$
declare
  counted text;
  rid uuid;
begin
  perform private.sweep_expired_reservations();
  counted := private.consume_user_quota(p_user, p_day, p_limit);
  if counted = 'ok' then
    insert into private.quota_reservations (user_id, day, expires_at)
      values (p_user, p_day, now() + make_interval(secs => p_ttl_seconds))
      returning id into rid;
  end if;
  return query select counted, rid;
end $$;

-- A visitor's reservation against every key's daily cap; null when any key is full.
create function private.reserve_visitor_quota(p_keys text[], p_limits integer[], p_day date, p_ttl_seconds integer)
returns uuid language plpgsql security definer set search_path = '' as $$
declare
  rid uuid;
begin
  perform private.sweep_expired_reservations();
  if not private.consume_visitor_quota(p_keys, p_limits, p_day) then
    return null;
  end if;
  insert into private.quota_reservations (visitor_keys, day, expires_at)
    values (p_keys, p_day, now() + make_interval(secs => p_ttl_seconds))
    returning id into rid;
  return rid;
end $$;

-- A visitor's interpretation was delivered: the count stays. If the reservation had already
-- expired (and its count was given back), it is counted again, or refused when the day is full.
create function private.commit_visitor_reservation(p_id uuid, p_keys text[], p_limits integer[], p_day date)
returns boolean language plpgsql security definer set search_path = '' as $$
begin
  delete from private.quota_reservations where id = p_id and visitor_keys = p_keys;
  if found then
    return true;
  end if;
  return private.consume_visitor_quota(p_keys, p_limits, p_day);
end $$;

-- The only way a dream is written outside an import: the user's reservation becomes the saved
-- dream (or, without a live reservation, the quota is counted now). Returns 'saved' with the row,
-- 'limit' (the day is full) or 'full' (the DreamLog holds the maximum number of dreams).
create function private.save_dream(p_user uuid, p_reservation uuid, p_text text, p_interpretation jsonb, p_day date, p_limit integer)
returns table (outcome text, id uuid, created_at timestamptz) language plpgsql security definer set search_path = '' as $$
declare
  counted text;
  new_id uuid;
  new_at timestamptz;
begin
  -- One writer per user at a time, so the total below cannot be overrun by parallel saves.
  perform pg_advisory_xact_lock(hashtextextended('dream_logs:' || p_user::text, 0));
  if (select count(*) from public.dream_logs d where d.user_id = p_user) >= private.max_dreams_per_user() then
    return query select 'full'::text, null::uuid, null::timestamptz;
    return;
  end if;
  delete from private.quota_reservations r where r.id = p_reservation and r.user_id = p_user;
  if not found then
    counted := private.consume_user_quota(p_user, p_day, p_limit);
    if counted = 'limit' then
      return query select 'limit'::text, null::uuid, null::timestamptz;
      return;
    end if;
  end if;
  insert into public.dream_logs (user_id, dream_text, interpretation)
    values (p_user, p_text, p_interpretation)
    returning dream_logs.id, dream_logs.created_at into new_id, new_at;
  return query select 'saved'::text, new_id, new_at;
end $$;

-- ---- support requests: written by the server only, at most p_max per user per hour ----------

create function private.submit_support_request(p_user uuid, p_subject text, p_message text, p_max_per_hour integer)
returns table (id uuid, priority boolean, created_at timestamptz) language plpgsql security definer set search_path = '' as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('support_requests:' || p_user::text, 0));
  if (select count(*) from public.support_requests s
      where s.user_id = p_user and s.created_at > now() - interval '1 hour') >= p_max_per_hour then
    return;
  end if;
  return query
    insert into public.support_requests as s (user_id, subject, message)
    values (p_user, p_subject, p_message)
    returning s.id, s.priority, s.created_at;
end $$;

-- ---- import: the per-user total -------------------------------------------------------------

-- As before, plus: entries beyond the DreamLog's room are not inserted and come back as 'full'.
drop function private.import_dreams(uuid, jsonb);
create function private.import_dreams(p_user uuid, p_dreams jsonb)
returns table (entry_index integer, outcome text)
language plpgsql security definer set search_path = '' as $$
declare
  room integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('dream_logs:' || p_user::text, 0));
  room := greatest(private.max_dreams_per_user() - (select count(*) from public.dream_logs d where d.user_id = p_user), 0);
  return query
  with input as (
    select (e.ord - 1)::integer as pos,
           e.value ->> 'dreamText' as dream_text,
           e.value -> 'interpretation' as interpretation,
           (e.value ->> 'createdAt')::timestamptz as created_at
    from jsonb_array_elements(p_dreams) with ordinality as e(value, ord)
    where p_user is not null and exists (select 1 from auth.users u where u.id = p_user)
  ),
  firsts as (
    select distinct on (i.dream_text, i.created_at) * from input i order by i.dream_text, i.created_at, i.pos
  ),
  fresh as (
    select f.*, row_number() over (order by f.created_at, f.pos) as n from firsts f
    where not exists (
      select 1 from public.dream_logs d
      where d.user_id = p_user and d.created_at = f.created_at and d.dream_text = f.dream_text
    )
  ),
  inserted as (
    insert into public.dream_logs (user_id, dream_text, interpretation, created_at)
    select p_user, f.dream_text, f.interpretation, f.created_at from fresh f where f.n <= room order by f.created_at, f.pos
    returning 1
  )
  select i.pos,
         case when exists (select 1 from fresh f where f.pos = i.pos and f.n <= room) then 'added'
              when exists (select 1 from fresh f where f.pos = i.pos) then 'full'
              else 'duplicate' end
  from input i order by i.pos;
end $$;

revoke all on function private.max_dreams_per_user(), private.release_reservation(uuid), private.sweep_expired_reservations(),
  private.reserve_user_quota(uuid, date, integer, integer), private.reserve_visitor_quota(text[], integer[], date, integer),
  private.commit_visitor_reservation(uuid, text[], integer[], date), private.save_dream(uuid, uuid, text, jsonb, date, integer),
  private.submit_support_request(uuid, text, text, integer), private.import_dreams(uuid, jsonb)
  from public, anon, authenticated;
grant execute on function private.release_reservation(uuid), private.reserve_user_quota(uuid, date, integer, integer),
  private.reserve_visitor_quota(text[], integer[], date, integer), private.commit_visitor_reservation(uuid, text[], integer[], date),
  private.save_dream(uuid, uuid, text, jsonb, date, integer), private.submit_support_request(uuid, text, text, integer),
  private.import_dreams(uuid, jsonb)
  to service_role;
