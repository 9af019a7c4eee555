-- Fixed-window rate limits shared by every server instance (sign-in, sign-up, password recovery,
-- interpretation, order creation). Keys are HMACs (never raw IPs or e-mails), made by the app.
create table private.rate_limits (
  key text not null,
  window_start timestamptz not null,
  count integer not null default 0,
  primary key (key, window_start)
);
alter table private.rate_limits enable row level security;
revoke all on private.rate_limits from public, anon, authenticated;

-- Counts one hit and says whether it is within the limit. Old windows are dropped as we go.
create function private.hit_rate_limit(p_key text, p_window_seconds integer, p_max integer)
returns boolean language plpgsql security definer set search_path = '' as $$
declare
  bucket timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  hits integer;
begin
  insert into private.rate_limits as r (key, window_start, count) values (p_key, bucket, 1)
  on conflict (key, window_start) do update set count = r.count + 1
  returning count into hits;
  if random() < 0.01 then
    delete from private.rate_limits where window_start < now() - interval '1 day';
  end if;
  return hits <= p_max;
end $$;

revoke all on function private.hit_rate_limit(text, integer, integer) from public, anon, authenticated;
grant execute on function private.hit_rate_limit(text, integer, integer) to service_role;
