-- Dream Patterns kept by the database (issue 16).
-- Applies unchanged to hosted Supabase (PostgreSQL 15+) and to the local embedded stack.
--
-- Until now the DreamLog's patterns were six JSONB aggregations over the 1,000 newest dreams on
-- every request (older dreams silently ignored), and "recurring symbols" was computed three times
-- (dashboard, the interpretation's history, the digest). Now per-user counts over the whole
-- journal are kept up to date by triggers on dream_logs, in the same transaction as the write:
--
--   public.dream_pattern_totals (user, kind, name) → dreams    the whole journal
--   public.dream_pattern_days   (user, kind, name, day) → dreams  per UTC day of created_at, for
--                                                                  the timeline and digest periods
--
-- kind: 'dream' (name '', the number of interpreted dreams), 'symbol', 'emotion' (HVdC code),
-- 'theme', 'character' (not the dreamer), 'arc' (the dream's shape, not 'none'). A dream counts
-- once per name. A dream whose interpretation is NULL (saved without interpreting) counts for
-- nothing until it is interpreted. The triggers run as their owner (security definer), so a
-- user's own DELETE under RLS keeps the counts right, while users can only read their own rows.

-- The one normalisation of a name: trimmed, single spaces, lower case, bounded.
create function private.pattern_key(p text) returns text
language sql immutable set search_path = '' as $$
  select nullif(left(lower(regexp_replace(btrim(p), '[[:space:]]+', ' ', 'g')), 200), '')
$$;

-- What one interpretation contributes: one row per (kind, name). Strict: NULL gives no rows.
-- Malformed parts (a non-array where an array belongs) count as empty rather than failing a write.
create function private.dream_pattern_items(i jsonb) returns table (kind text, name text)
language sql immutable strict set search_path = '' as $$
  with arr(k, v) as (
    select k, case when jsonb_typeof(i -> k) = 'array' then i -> k else '[]'::jsonb end
    from unnest(array['symbols', 'emotions', 'themes', 'characters']) k
  )
  select distinct x.kind, x.name from (
    select 'dream' as kind, '' as name
    union all
    select 'symbol', private.pattern_key(e ->> 'symbol')
      from arr, jsonb_array_elements(arr.v) e where arr.k = 'symbols' and jsonb_typeof(e) = 'object'
    union all
    select 'emotion', e ->> 'code'
      from arr, jsonb_array_elements(arr.v) e
      where arr.k = 'emotions' and jsonb_typeof(e) = 'object' and e ->> 'code' in ('HA', 'AP', 'SD', 'AN', 'CO')
    union all
    select 'theme', private.pattern_key(e #>> '{}')
      from arr, jsonb_array_elements(arr.v) e where arr.k = 'themes' and jsonb_typeof(e) = 'string'
    union all
    select 'character', private.pattern_key(e ->> 'label')
      from arr, jsonb_array_elements(arr.v) e
      where arr.k = 'characters' and jsonb_typeof(e) = 'object' and e ->> 'kind' is distinct from 'self'
    union all
    select 'arc', i -> 'arc' ->> 'type'
      where jsonb_typeof(i -> 'arc') = 'object' and coalesce(i -> 'arc' ->> 'type', 'none') <> 'none'
  ) x
  where x.name is not null
$$;

create table public.dream_pattern_totals (
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('dream', 'symbol', 'emotion', 'theme', 'character', 'arc')),
  name text not null,
  dreams integer not null,
  primary key (user_id, kind, name)
);
create index dream_pattern_totals_top_idx on public.dream_pattern_totals (user_id, kind, dreams desc, name);

create table public.dream_pattern_days (
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('dream', 'symbol', 'emotion', 'theme', 'character', 'arc')),
  name text not null,
  day date not null,
  dreams integer not null,
  primary key (user_id, kind, name, day)
);
create index dream_pattern_days_period_idx on public.dream_pattern_days (user_id, day);

revoke all on public.dream_pattern_totals, public.dream_pattern_days from anon, authenticated;
grant select on public.dream_pattern_totals, public.dream_pattern_days to authenticated;
grant all on public.dream_pattern_totals, public.dream_pattern_days to service_role;
alter table public.dream_pattern_totals enable row level security;
alter table public.dream_pattern_days enable row level security;
create policy "dream_pattern_totals: owner reads" on public.dream_pattern_totals
  for select to authenticated using (user_id = (select auth.uid()));
create policy "dream_pattern_days: owner reads" on public.dream_pattern_days
  for select to authenticated using (user_id = (select auth.uid()));

-- Applies a change [{user_id, day, kind, name, n}] (n may be negative). Additions upsert;
-- subtractions only update existing rows (a cascade may already have removed them when an
-- account is deleted), and rows that reach 0 are removed so the tables hold only what exists.
create function private.apply_pattern_delta(p_delta jsonb) returns void
language plpgsql security definer set search_path = '' as $$
begin
  -- Sorted, so concurrent writers for one user take row locks in the same order.
  insert into public.dream_pattern_days as t (user_id, kind, name, day, dreams)
    select d.user_id, d.kind, d.name, d.day, d.n from jsonb_to_recordset(p_delta) as d(user_id uuid, day date, kind text, name text, n integer) where d.n > 0 order by 1, 2, 3, 4
    on conflict (user_id, kind, name, day) do update set dreams = t.dreams + excluded.dreams;
  insert into public.dream_pattern_totals as t (user_id, kind, name, dreams)
    select d.user_id, d.kind, d.name, sum(d.n)::int from jsonb_to_recordset(p_delta) as d(user_id uuid, day date, kind text, name text, n integer) group by 1, 2, 3 having sum(d.n) > 0 order by 1, 2, 3
    on conflict (user_id, kind, name) do update set dreams = t.dreams + excluded.dreams;

  update public.dream_pattern_days t set dreams = t.dreams + d.n
    from jsonb_to_recordset(p_delta) as d(user_id uuid, day date, kind text, name text, n integer)
    where d.n < 0 and t.user_id = d.user_id and t.kind = d.kind and t.name = d.name and t.day = d.day;
  update public.dream_pattern_totals t set dreams = t.dreams + d.n
    from (select user_id, kind, name, sum(n)::int as n from jsonb_to_recordset(p_delta) as x(user_id uuid, day date, kind text, name text, n integer) group by 1, 2, 3 having sum(n) < 0) d
    where t.user_id = d.user_id and t.kind = d.kind and t.name = d.name;
  delete from public.dream_pattern_days t using jsonb_to_recordset(p_delta) as d(user_id uuid, day date, kind text, name text, n integer)
    where d.n < 0 and t.user_id = d.user_id and t.kind = d.kind and t.name = d.name and t.day = d.day and t.dreams <= 0;
  delete from public.dream_pattern_totals t using jsonb_to_recordset(p_delta) as d(user_id uuid, day date, kind text, name text, n integer)
    where d.n < 0 and t.user_id = d.user_id and t.kind = d.kind and t.name = d.name and t.dreams <= 0;
end
$$;

-- One trigger function for the three statement-level triggers (transition tables need one event
-- each). An UPDATE counts only rows whose interpretation, owner or date changed.
create function private.dream_logs_patterns() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  delta jsonb;
begin
  if tg_op = 'INSERT' then
    select jsonb_agg(d) into delta from (
      select r.user_id, (r.created_at at time zone 'UTC')::date as day, p.kind, p.name, count(*)::int as n
      from new_rows r cross join lateral private.dream_pattern_items(r.interpretation) p
      group by 1, 2, 3, 4) d;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(d) into delta from (
      select r.user_id, (r.created_at at time zone 'UTC')::date as day, p.kind, p.name, -count(*)::int as n
      from old_rows r cross join lateral private.dream_pattern_items(r.interpretation) p
      group by 1, 2, 3, 4) d;
  else
    select jsonb_agg(d) into delta from (
      select c.user_id, c.day, c.kind, c.name, sum(c.n)::int as n from (
        select r.user_id, (r.created_at at time zone 'UTC')::date as day, p.kind, p.name, 1 as n
        from new_rows r join old_rows o on o.id = r.id
          cross join lateral private.dream_pattern_items(r.interpretation) p
        where (r.interpretation, r.user_id, r.created_at) is distinct from (o.interpretation, o.user_id, o.created_at)
        union all
        select o.user_id, (o.created_at at time zone 'UTC')::date, p.kind, p.name, -1
        from new_rows r join old_rows o on o.id = r.id
          cross join lateral private.dream_pattern_items(o.interpretation) p
        where (r.interpretation, r.user_id, r.created_at) is distinct from (o.interpretation, o.user_id, o.created_at)
      ) c group by 1, 2, 3, 4 having sum(c.n) <> 0) d;
  end if;
  if delta is not null then
    perform private.apply_pattern_delta(delta);
  end if;
  return null;
end
$$;

revoke all on function private.pattern_key(text), private.dream_pattern_items(jsonb), private.apply_pattern_delta(jsonb),
  private.dream_logs_patterns() from public, anon, authenticated;

-- Backfill under a lock that lets readers read but holds writers until the triggers exist.
lock table public.dream_logs in share row exclusive mode;

create trigger dream_logs_patterns_insert after insert on public.dream_logs
  referencing new table as new_rows for each statement execute function private.dream_logs_patterns();
create trigger dream_logs_patterns_delete after delete on public.dream_logs
  referencing old table as old_rows for each statement execute function private.dream_logs_patterns();
create trigger dream_logs_patterns_update after update on public.dream_logs
  referencing old table as old_rows new table as new_rows for each statement execute function private.dream_logs_patterns();

insert into public.dream_pattern_days (user_id, kind, name, day, dreams)
  select r.user_id, p.kind, p.name, (r.created_at at time zone 'UTC')::date, count(*)::int
  from public.dream_logs r cross join lateral private.dream_pattern_items(r.interpretation) p
  group by 1, 2, 3, 4;
insert into public.dream_pattern_totals (user_id, kind, name, dreams)
  select user_id, kind, name, sum(dreams)::int from public.dream_pattern_days group by 1, 2, 3;
