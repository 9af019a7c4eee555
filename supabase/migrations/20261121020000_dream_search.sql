-- DreamLog search, import and account deletion.
-- Applies unchanged to hosted Supabase (PostgreSQL 15+) and to the local embedded stack.
--
-- Full-text search: a stored generated tsvector per dream. The dream's own words weigh most (A);
-- the symbols, themes and feeling labels of its interpretation come next (B), so a search for
-- "ocean" or "fear" also finds dreams whose interpretation names them. Only built-in IMMUTABLE
-- functions are used (to_tsvector with a fixed config, jsonb_path_query_array), so the column
-- needs no helper function that the inserting role would have to be allowed to execute.

alter table public.dream_logs
  add column search tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, dream_text), 'A') ||
    setweight(
      to_tsvector(
        'english'::regconfig,
        jsonb_path_query_array(interpretation, '$.symbols[*].symbol') ||
        jsonb_path_query_array(interpretation, '$.themes[*]') ||
        jsonb_path_query_array(interpretation, '$.emotions[*].label')
      ),
      'B'
    )
  ) stored;

create index dream_logs_search_idx on public.dream_logs using gin (search);

-- Import of an exported DreamLog (the app validates every entry with zod first). Runs as
-- service_role because an import keeps each dream's original date, which users may not set
-- through their own column grants. Entries whose text and date already exist in the log (or
-- earlier in the same file) are skipped as duplicates. Returns one row per input element:
-- its 0-based position and 'added' or 'duplicate'.
create function private.import_dreams(p_user uuid, p_dreams jsonb)
returns table (entry_index integer, outcome text)
language sql security definer set search_path = '' as $$
  with input as (
    select (e.ord - 1)::integer as pos,
           e.value ->> 'dreamText' as dream_text,
           e.value -> 'interpretation' as interpretation,
           (e.value ->> 'createdAt')::timestamptz as created_at
    from jsonb_array_elements(p_dreams) with ordinality as e(value, ord)
    where p_user is not null and exists (select 1 from auth.users u where u.id = p_user)
  ),
  firsts as (
    select distinct on (dream_text, created_at) * from input order by dream_text, created_at, pos
  ),
  fresh as (
    select f.* from firsts f
    where not exists (
      select 1 from public.dream_logs d
      where d.user_id = p_user and d.created_at = f.created_at and d.dream_text = f.dream_text
    )
  ),
  inserted as (
    insert into public.dream_logs (user_id, dream_text, interpretation, created_at)
    select p_user, dream_text, interpretation, created_at from fresh order by created_at, pos
    returning 1
  )
  select i.pos, case when exists (select 1 from fresh f where f.pos = i.pos) then 'added' else 'duplicate' end
  from input i order by i.pos
$$;

-- Everything of a user's that is not kept by law, after Auth has deleted the user (the foreign
-- keys already cascade; this also runs if a row was left behind). Payments stay for the books,
-- without the user. Idempotent.
create function private.delete_account_data(p_user uuid)
returns void language sql security definer set search_path = '' as $$
  update public.payments set user_id = null where user_id = p_user;
  delete from public.dream_logs where user_id = p_user;
  delete from public.usage_limits where user_id = p_user;
  delete from public.profiles where id = p_user;
$$;

revoke all on function private.import_dreams(uuid, jsonb) from public, anon, authenticated;
revoke all on function private.delete_account_data(uuid) from public, anon, authenticated;
grant execute on function private.import_dreams(uuid, jsonb) to service_role;
grant execute on function private.delete_account_data(uuid) to service_role;
