-- Issue 18 items 2–5: the journal side of the DreamLog. Applies unchanged to hosted Supabase
-- (PostgreSQL 15+) and the local stack.
--
-- 1. The night of the dream (dreamt_on), an optional title, tags and kinds (lucid, nightmare,
--    recurring) on every dream; lists sort by dreamt_on desc, created_at desc.
-- 2. A dream may be saved without an interpretation (interpretation NULL) and interpreted later.
-- 3. Owners may edit their dream's text, title, night, tags and kinds directly (column grants +
--    an RLS update policy); a trigger stamps edited_at and marks an interpretation made from the
--    earlier text as outdated. The interpretation itself changes only through
--    private.save_interpretation, which counts the daily quota like any interpretation.

-- ---- 1. columns -----------------------------------------------------------------------------

alter table public.dream_logs
  add column dreamt_on date,
  add column title text,
  add column edited_at timestamptz,
  add column tags text[] not null default '{}',
  add column kinds text[] not null default '{}',
  -- true when the text changed after the interpretation was made
  add column interpretation_outdated boolean not null default false;

-- Old rows: the night is the UTC day the dream was saved (the best the data knows).
update public.dream_logs set dreamt_on = (created_at at time zone 'UTC')::date where dreamt_on is null;
alter table public.dream_logs
  alter column dreamt_on set not null,
  alter column interpretation drop not null;

-- The app always sends the night (computed from the user's local time). A writer that does not
-- know about it gets the UTC day of created_at, as old rows did (a column default could not
-- read created_at).
create function private.default_dreamt_on() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.dreamt_on is null then
    new.dreamt_on := (coalesce(new.created_at, now()) at time zone 'UTC')::date;
  end if;
  return new;
end $$;
create trigger dream_logs_default_dreamt_on before insert on public.dream_logs
  for each row execute function private.default_dreamt_on();

alter table public.dream_logs
  add constraint dream_logs_dreamt_on_range check (dreamt_on >= date '1900-01-01'),
  add constraint dream_logs_title_length check (title is null or char_length(btrim(title)) between 1 and 100),
  -- At most 10 tags, each 1–32 characters: lower-case letters (any script), digits, spaces,
  -- hyphens and underscores, starting with a letter or digit. Written with ASCII ranges rather
  -- than [[:alnum:]], which under the C locale (the local stack's) knows no letter beyond ASCII.
  -- lib/dreams/journal-input.ts is the precise rule; this is the backstop.
  add constraint dream_logs_tags_shape check (
    cardinality(tags) <= 10
    and array_position(tags, null) is null
    and (cardinality(tags) = 0 or (
      array_to_string(tags, E'\n') ~ '^([^\x01-\x2f\x3a-\x60\x7b-\x7f][^\x01-\x1f\x21-\x2c\x2e\x2f\x3a-\x5e\x60\x7b-\x7f]{0,31}(\n|$))+$'
      and array_to_string(tags, E'\n') = lower(array_to_string(tags, E'\n'))
    ))
  ),
  add constraint dream_logs_kinds_shape check (
    kinds <@ array['lucid', 'nightmare', 'recurring']::text[] and array_position(kinds, null) is null
  );

drop index public.dream_logs_user_created_idx;
create index dream_logs_user_night_idx on public.dream_logs (user_id, dreamt_on desc, created_at desc, id desc);
create index dream_logs_tags_idx on public.dream_logs using gin (tags);

-- Search also finds the title and the tags (each tag as one lexeme: array_to_tsvector is the
-- immutable way in); a dream without an interpretation is still found by its own words
-- (coalesce: a NULL interpretation would otherwise blank the whole vector).
alter table public.dream_logs drop column search;
alter table public.dream_logs
  add column search tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || dream_text), 'A') ||
    setweight(array_to_tsvector(tags), 'B') ||
    setweight(
      to_tsvector(
        'english'::regconfig,
        jsonb_path_query_array(coalesce(interpretation, '{}'::jsonb), '$.symbols[*].symbol') ||
        jsonb_path_query_array(coalesce(interpretation, '{}'::jsonb), '$.themes[*]') ||
        jsonb_path_query_array(coalesce(interpretation, '{}'::jsonb), '$.emotions[*].label')
      ),
      'B'
    )
  ) stored;
create index dream_logs_search_idx on public.dream_logs using gin (search);

-- ---- 2. owners edit their own words ---------------------------------------------------------

grant update (dream_text, title, dreamt_on, tags, kinds) on public.dream_logs to authenticated;
create policy "dream_logs: owner edits" on public.dream_logs
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Stamps an edit and keeps the interpretation honest: once the text changes, the stored
-- interpretation was made from an earlier version. save_interpretation clears the mark.
create function private.stamp_dream_edit() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.dream_text is distinct from old.dream_text
     or new.title is distinct from old.title
     or new.dreamt_on is distinct from old.dreamt_on then
    new.edited_at := now();
  end if;
  if new.dream_text is distinct from old.dream_text and old.interpretation is not null
     and new.interpretation is not distinct from old.interpretation then
    new.interpretation_outdated := true;
  end if;
  return new;
end $$;
create trigger dream_logs_stamp_edit before update on public.dream_logs
  for each row execute function private.stamp_dream_edit();

-- ---- 3. writes through the server -----------------------------------------------------------


-- A dream saved without an interpretation: no quota, only the per-user total.
create function private.save_journal_dream(p_user uuid, p_text text, p_title text, p_dreamt_on date, p_tags text[], p_kinds text[])
returns table (outcome text, id uuid, created_at timestamptz) language plpgsql security definer set search_path = '' as $$
declare
  new_id uuid;
  new_at timestamptz;
begin
  perform pg_advisory_xact_lock(hashtextextended('dream_logs:' || p_user::text, 0));
  if (select count(*) from public.dream_logs d where d.user_id = p_user) >= private.max_dreams_per_user() then
    return query select 'full'::text, null::uuid, null::timestamptz;
    return;
  end if;
  insert into public.dream_logs (user_id, dream_text, title, dreamt_on, tags, kinds, interpretation)
    values (p_user, p_text, p_title, p_dreamt_on, p_tags, p_kinds, null)
    returning dream_logs.id, dream_logs.created_at into new_id, new_at;
  return query select 'saved'::text, new_id, new_at;
end $$;

-- An interpreted dream (the /interpret flow), now with its night, title, tags and kinds.
drop function private.save_dream(uuid, uuid, text, jsonb, date, integer);
create function private.save_dream(
  p_user uuid, p_reservation uuid, p_text text, p_interpretation jsonb, p_day date, p_limit integer,
  p_dreamt_on date default null, p_title text default null, p_tags text[] default '{}', p_kinds text[] default '{}'
)
returns table (outcome text, id uuid, created_at timestamptz) language plpgsql security definer set search_path = '' as $$
declare
  counted text;
  new_id uuid;
  new_at timestamptz;
begin
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
  insert into public.dream_logs (user_id, dream_text, interpretation, dreamt_on, title, tags, kinds)
    values (p_user, p_text, p_interpretation, coalesce(p_dreamt_on, (now() at time zone 'UTC')::date), p_title,
            coalesce(p_tags, '{}'), coalesce(p_kinds, '{}'))
    returning dream_logs.id, dream_logs.created_at into new_id, new_at;
  return query select 'saved'::text, new_id, new_at;
end $$;

-- A saved dream's (new) interpretation. The reservation made before the engine ran becomes this
-- interpretation (without a live one the quota is counted now). 'changed' when the text was
-- edited while the engine ran (nothing is written; the caller gives the reservation back),
-- 'gone' when the dream is not the user's or no longer exists, 'limit' when the day is full.
create function private.save_interpretation(
  p_user uuid, p_reservation uuid, p_id uuid, p_text text, p_interpretation jsonb, p_day date, p_limit integer
)
returns text language plpgsql security definer set search_path = '' as $$
declare
  current_text text;
begin
  select d.dream_text into current_text from public.dream_logs d where d.id = p_id and d.user_id = p_user for update;
  if not found then
    return 'gone';
  end if;
  if current_text <> p_text then
    return 'changed';
  end if;
  delete from private.quota_reservations r where r.id = p_reservation and r.user_id = p_user;
  if not found and private.consume_user_quota(p_user, p_day, p_limit) = 'limit' then
    return 'limit';
  end if;
  update public.dream_logs
    set interpretation = p_interpretation, interpretation_outdated = false
    where id = p_id;
  return 'saved';
end $$;

-- Import: as before, plus the night, title, tags and kinds (a file of version 1 has none: the
-- night is the UTC day it was saved) and dreams without an interpretation.
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
           nullif(e.value -> 'interpretation', 'null'::jsonb) as interpretation,
           (e.value ->> 'createdAt')::timestamptz as created_at,
           coalesce((e.value ->> 'dreamtOn')::date, ((e.value ->> 'createdAt')::timestamptz at time zone 'UTC')::date) as dreamt_on,
           e.value ->> 'title' as title,
           coalesce(array(select jsonb_array_elements_text(coalesce(e.value -> 'tags', '[]'::jsonb))), '{}') as tags,
           coalesce(array(select jsonb_array_elements_text(coalesce(e.value -> 'kinds', '[]'::jsonb))), '{}') as kinds,
           (e.value ->> 'editedAt')::timestamptz as edited_at,
           coalesce((e.value ->> 'interpretationOutdated')::boolean, false) as interpretation_outdated
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
    insert into public.dream_logs
      (user_id, dream_text, interpretation, created_at, dreamt_on, title, tags, kinds, edited_at, interpretation_outdated)
    select p_user, f.dream_text, f.interpretation, f.created_at, f.dreamt_on, f.title, f.tags, f.kinds, f.edited_at,
           f.interpretation is not null and f.interpretation_outdated
    from fresh f where f.n <= room order by f.created_at, f.pos
    returning 1
  )
  select i.pos,
         case when exists (select 1 from fresh f where f.pos = i.pos and f.n <= room) then 'added'
              when exists (select 1 from fresh f where f.pos = i.pos) then 'full'
              else 'duplicate' end
  from input i order by i.pos;
end $$;

revoke all on function private.stamp_dream_edit(), private.default_dreamt_on(),
  private.save_journal_dream(uuid, text, text, date, text[], text[]),
  private.save_dream(uuid, uuid, text, jsonb, date, integer, date, text, text[], text[]),
  private.save_interpretation(uuid, uuid, uuid, text, jsonb, date, integer), private.import_dreams(uuid, jsonb)
  from public, anon, authenticated;
grant execute on function private.save_journal_dream(uuid, text, text, date, text[], text[]),
  private.save_dream(uuid, uuid, text, jsonb, date, integer, date, text, text[], text[]),
  private.save_interpretation(uuid, uuid, uuid, text, jsonb, date, integer), private.import_dreams(uuid, jsonb)
  to service_role;
