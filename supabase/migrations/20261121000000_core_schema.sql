-- Oneira core schema: profiles, dream_logs, usage_limits, visitor_usage, payments.
-- Applies unchanged to hosted Supabase (PostgreSQL 15+) and to the local embedded stack.
-- Principle: revoke Supabase's permissive defaults, grant each role only what it needs, RLS on
-- every table, and route privileged writes through SECURITY DEFINER functions in schema
-- `private`, which the Data API does not expose and API roles cannot use.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- Tables created from here on get no automatic grants for the API roles.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated, public;
alter default privileges in schema public revoke all on sequences from anon, authenticated;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text check (full_name is null or char_length(full_name) <= 200),
  is_premium boolean not null default false,
  premium_since timestamptz,
  created_at timestamptz not null default now()
);

create table public.dream_logs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  dream_text text not null check (char_length(btrim(dream_text)) between 10 and 8000),
  interpretation jsonb not null check (jsonb_typeof(interpretation) = 'object'),
  created_at timestamptz not null default now()
);
create index dream_logs_user_created_idx on public.dream_logs (user_id, created_at desc, id desc);

create table public.usage_limits (
  user_id uuid primary key references auth.users (id) on delete cascade,
  daily_interpretations_used integer not null default 0 check (daily_interpretations_used >= 0),
  last_interpretation_date date
);

create table public.visitor_usage (
  visitor_key text not null,
  day date not null,
  count integer not null default 0,
  primary key (visitor_key, day)
);

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  order_id text not null unique,
  capture_id text unique,
  -- kept (without the user) after an account is deleted, as bookkeeping law requires
  user_id uuid references auth.users (id) on delete set null,
  amount numeric(10, 2) not null,
  currency text not null,
  status text not null default 'CREATED'
    check (status in ('CREATED', 'COMPLETED', 'REFUNDED', 'REVERSED', 'DENIED')),
  status_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payments_user_idx on public.payments (user_id);

-- Grants: start from nothing, then exactly what the app's per-user queries need.
revoke all on public.profiles, public.dream_logs, public.usage_limits, public.visitor_usage, public.payments
  from anon, authenticated;
grant select on public.profiles to authenticated;
grant update (full_name) on public.profiles to authenticated;
grant select, delete on public.dream_logs to authenticated;
grant insert (dream_text, interpretation) on public.dream_logs to authenticated;
grant select on public.usage_limits to authenticated;
grant select on public.payments to authenticated;
grant all on public.profiles, public.dream_logs, public.usage_limits, public.visitor_usage, public.payments
  to service_role;

alter table public.profiles enable row level security;
alter table public.dream_logs enable row level security;
alter table public.usage_limits enable row level security;
alter table public.visitor_usage enable row level security;
alter table public.payments enable row level security;

create policy "profiles: owner reads" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "profiles: owner renames" on public.profiles
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));

create policy "dream_logs: owner reads" on public.dream_logs
  for select to authenticated using (user_id = (select auth.uid()));
create policy "dream_logs: owner inserts" on public.dream_logs
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "dream_logs: owner deletes" on public.dream_logs
  for delete to authenticated using (user_id = (select auth.uid()));

create policy "usage_limits: owner reads" on public.usage_limits
  for select to authenticated using (user_id = (select auth.uid()));

create policy "payments: owner reads" on public.payments
  for select to authenticated using (user_id = (select auth.uid()));
-- visitor_usage: RLS on and no policy, so no API role can touch it.

-- Premium columns change only inside the privileged payment functions (owned by the migration
-- role). Column grants already forbid it; this trigger also stops any later grant mistake.
create function private.guard_premium_columns() returns trigger
language plpgsql set search_path = '' as $$
begin
  if (new.is_premium is distinct from old.is_premium or new.premium_since is distinct from old.premium_since)
     and current_user in ('anon', 'authenticated') then
    raise exception 'is_premium and premium_since can only be changed by the payment path'
      using errcode = '42501';
  end if;
  return new;
end $$;
create trigger profiles_guard_premium before update on public.profiles
  for each row execute function private.guard_premium_columns();

-- A profile for every new auth user, named from the sign-up metadata.
create function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (id, full_name)
  values (new.id, nullif(left(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name', '')), 200), ''))
  on conflict (id) do nothing;
  return new;
end $$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

-- Quotas. One statement decides and counts, so concurrent requests cannot both pass: the
-- upsert takes the row lock and re-evaluates the WHERE against the committed row.
-- Returns 'premium' (not counted), 'ok' (counted) or 'limit'.
create function private.consume_user_quota(p_user uuid, p_day date, p_limit integer)
returns text language plpgsql security definer set search_path = '' as $$
declare
  counted boolean;
begin
  if exists (select 1 from public.profiles where id = p_user and is_premium) then
    return 'premium';
  end if;
  insert into public.usage_limits as u (user_id, daily_interpretations_used, last_interpretation_date)
  values (p_user, 1, p_day)
  on conflict (user_id) do update
    set daily_interpretations_used =
          case when u.last_interpretation_date = p_day then u.daily_interpretations_used + 1 else 1 end,
        last_interpretation_date = p_day
    where u.last_interpretation_date is distinct from p_day or u.daily_interpretations_used < p_limit
  returning true into counted;
  return case when counted then 'ok' else 'limit' end;
end $$;

-- Visitors: each key (the signed cookie id's HMAC, the IP's HMAC) has its own daily cap; all
-- must have room, and all are counted together or not at all.
create function private.consume_visitor_quota(p_keys text[], p_limits integer[], p_day date)
returns boolean language plpgsql security definer set search_path = '' as $$
declare
  i integer;
  current_count integer;
begin
  if coalesce(array_length(p_keys, 1), 0) = 0 or array_length(p_keys, 1) <> array_length(p_limits, 1) then
    raise exception 'keys and limits must be non-empty arrays of the same length';
  end if;
  -- Lock the rows in a stable order so two requests sharing keys cannot deadlock.
  for i in select g from generate_subscripts(p_keys, 1) g order by p_keys[g] loop
    insert into public.visitor_usage (visitor_key, day, count) values (p_keys[i], p_day, 0)
    on conflict (visitor_key, day) do nothing;
    select count into current_count from public.visitor_usage
      where visitor_key = p_keys[i] and day = p_day for update;
    if current_count >= p_limits[i] then
      return false;
    end if;
  end loop;
  update public.visitor_usage set count = count + 1 where day = p_day and visitor_key = any (p_keys);
  return true;
end $$;

revoke all on all functions in schema private from public, anon, authenticated;
grant usage on schema private to service_role;
grant execute on function private.consume_user_quota(uuid, date, integer) to service_role;
grant execute on function private.consume_visitor_quota(text[], integer[], date) to service_role;
