-- Limits that count failures, not attempts (sign-in, re-entering the password in settings):
-- a slot is reserved before the password is checked, so parallel guesses cannot overshoot, and
-- given back when the password was right. Same table and HMAC keys as private.hit_rate_limit.

-- Takes one slot if the key is under p_max in the current window; returns that window's start,
-- or null when the key is at its limit (nothing is counted then).
create function private.reserve_rate_limit(p_key text, p_window_seconds integer, p_max integer)
returns timestamptz language plpgsql security definer set search_path = '' as $$
declare
  bucket timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  hits integer;
begin
  insert into private.rate_limits as r (key, window_start, count) values (p_key, bucket, 1)
  on conflict (key, window_start) do update set count = r.count + 1 where r.count < p_max
  returning count into hits;
  if hits is null then
    return null;
  end if;
  if random() < 0.01 then
    delete from private.rate_limits where window_start < now() - interval '1 day';
  end if;
  return bucket;
end $$;

-- Gives back a slot taken by reserve_rate_limit (the attempt succeeded).
create function private.release_rate_limit(p_key text, p_window_start timestamptz)
returns void language sql security definer set search_path = '' as $$
  update private.rate_limits set count = count - 1 where key = p_key and window_start = p_window_start and count > 0;
$$;

revoke all on function private.reserve_rate_limit(text, integer, integer) from public, anon, authenticated;
revoke all on function private.release_rate_limit(text, timestamptz) from public, anon, authenticated;
grant execute on function private.reserve_rate_limit(text, integer, integer) to service_role;
grant execute on function private.release_rate_limit(text, timestamptz) to service_role;
