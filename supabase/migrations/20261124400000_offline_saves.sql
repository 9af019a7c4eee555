-- Issue 18 item 1: dreams written offline are saved exactly once. Applies unchanged to hosted
-- Supabase (PostgreSQL 15+) and the local stack; runs after 20261124200000 (the journal columns
-- and private.save_journal_dream, which this calls).
--
-- A device keeps an offline dream with a random key (a UUID made when it was written) and sends
-- the key with it on every attempt. The first attempt saves the dream and records the key in the
-- same transaction; every later attempt with that key (a reload mid-sync, a second tab, a lost
-- answer) gets the same dream back and writes nothing.

create table private.offline_saves (
  user_id uuid not null references auth.users (id) on delete cascade,
  client_key uuid not null,
  -- null once the member deleted the dream: a late retry must not bring it back
  dream_id uuid references public.dream_logs (id) on delete set null,
  saved_at timestamptz not null default now(),
  primary key (user_id, client_key)
);
alter table private.offline_saves enable row level security;
revoke all on private.offline_saves from public, anon, authenticated;

-- outcome: 'saved' (new dream), 'existing' (this key saved it before; id may be null if the dream
-- was deleted since), 'full' (the DreamLog is at its maximum; nothing recorded, so a retry after
-- the member made room saves it). interpreted: the dream already has an interpretation.
create function private.save_offline_dream(p_user uuid, p_key uuid, p_text text, p_dreamt_on date)
returns table (outcome text, id uuid, interpreted boolean)
language plpgsql security definer set search_path = '' as $$
declare
  known private.offline_saves%rowtype;
  saved record;
begin
  -- The same lock private.save_journal_dream takes (re-entrant): two attempts with one key queue
  -- here, and the second sees the first one's row.
  perform pg_advisory_xact_lock(hashtextextended('dream_logs:' || p_user::text, 0));
  select * into known from private.offline_saves s where s.user_id = p_user and s.client_key = p_key;
  if found then
    return query
      select 'existing'::text, known.dream_id,
             coalesce((select d.interpretation is not null from public.dream_logs d where d.id = known.dream_id), false);
    return;
  end if;
  select * into saved from private.save_journal_dream(p_user, p_text, null, p_dreamt_on, '{}'::text[], '{}'::text[]);
  if saved.outcome <> 'saved' then
    return query select saved.outcome, null::uuid, false;
    return;
  end if;
  insert into private.offline_saves (user_id, client_key, dream_id) values (p_user, p_key, saved.id);
  return query select 'saved'::text, saved.id, false;
end $$;

revoke all on function private.save_offline_dream(uuid, uuid, text, date) from public, anon, authenticated;
grant execute on function private.save_offline_dream(uuid, uuid, text, date) to service_role;
