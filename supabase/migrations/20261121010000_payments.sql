-- Payments: the only path that changes profiles.is_premium / premium_since.
-- Applies unchanged to hosted Supabase (PostgreSQL 15+) and to the local embedded stack.
--
-- The server records an order when it creates it with PayPal (private.record_order), grants
-- premium after it has captured and checked the order itself (private.grant_premium_from_capture),
-- and revokes it when PayPal reports a refund or reversal (private.revoke_premium_for_capture).
-- Webhook event ids are kept so a replayed event changes nothing (private.claim_paypal_event).
-- All functions are SECURITY DEFINER with an empty search_path and executable by service_role only.

-- Webhook events already handled (PayPal re-delivers until it gets a 2xx, and anyone can replay a
-- captured request; the id is the idempotency key).
create table private.paypal_webhook_events (
  event_id text primary key check (char_length(event_id) between 1 and 100),
  event_type text not null check (char_length(event_type) between 1 and 100),
  resource_id text check (resource_id is null or char_length(resource_id) <= 100),
  outcome text,
  received_at timestamptz not null default now()
);
revoke all on private.paypal_webhook_events from public, anon, authenticated;

-- A single capture id may be attached to one order only; an order id is one row (unique in the
-- core schema). Keep updated_at honest.
create function private.touch_payment() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end $$;
create trigger payments_touch before update on public.payments
  for each row execute function private.touch_payment();

-- The order the server has just created with PayPal, for this user. Idempotent: PayPal returns
-- the same order for a repeated PayPal-Request-Id, and recording it twice changes nothing.
-- Refuses to re-assign an existing order to another user.
create function private.record_order(p_user uuid, p_order_id text, p_amount numeric, p_currency text)
returns void language plpgsql security definer set search_path = '' as $$
declare
  existing_user uuid;
begin
  if p_user is null or p_order_id is null or btrim(p_order_id) = '' then
    raise exception 'user and order id are required' using errcode = '22023';
  end if;
  if p_amount is null or p_amount <= 0 or p_currency is null or p_currency !~ '^[A-Z]{3}$' then
    raise exception 'invalid amount or currency' using errcode = '22023';
  end if;
  insert into public.payments (order_id, user_id, amount, currency, status)
  values (p_order_id, p_user, p_amount, p_currency, 'CREATED')
  on conflict (order_id) do nothing;
  if not found then
    select user_id into existing_user from public.payments where order_id = p_order_id;
    if existing_user is distinct from p_user then
      raise exception 'order % belongs to another user', p_order_id using errcode = '42501';
    end if;
  end if;
end $$;

-- Grants premium for a capture the server has verified with PayPal (status COMPLETED, amount,
-- currency, custom_id). Checks again here, in the same transaction as the flip:
--   * the order was recorded for exactly this user,
--   * amount and currency equal what was recorded when the server created the order,
--   * the capture id is not attached to any other order.
-- Returns 'granted' (premium set now), 'already' (this capture was already granted: the other of
-- browser/webhook got here first; nothing changes), or a refusal: 'unknown_order', 'wrong_user',
-- 'wrong_amount', 'capture_conflict', 'revoked' (the payment was refunded or reversed).
create function private.grant_premium_from_capture(
  p_order_id text, p_capture_id text, p_user uuid, p_amount numeric, p_currency text
) returns text language plpgsql security definer set search_path = '' as $$
declare
  pay public.payments%rowtype;
begin
  if p_order_id is null or p_capture_id is null or btrim(p_capture_id) = '' or p_user is null then
    return 'unknown_order';
  end if;
  select * into pay from public.payments where order_id = p_order_id for update;
  if not found then
    return 'unknown_order';
  end if;
  if pay.user_id is distinct from p_user then
    return 'wrong_user';
  end if;
  if p_amount is distinct from pay.amount or p_currency is distinct from pay.currency then
    return 'wrong_amount';
  end if;
  if pay.status in ('REFUNDED', 'REVERSED') then
    return 'revoked';
  end if;
  if pay.status = 'COMPLETED' then
    return case when pay.capture_id = p_capture_id then 'already' else 'capture_conflict' end;
  end if;
  if exists (select 1 from public.payments where capture_id = p_capture_id and order_id <> p_order_id) then
    return 'capture_conflict';
  end if;

  update public.payments
     set capture_id = p_capture_id, status = 'COMPLETED', status_reason = null
   where id = pay.id;
  update public.profiles
     set is_premium = true, premium_since = coalesce(premium_since, now())
   where id = p_user;
  return 'granted';
end $$;

-- A capture was refunded or reversed (charge-back): mark the payment and take premium away,
-- unless the user still holds another completed payment. Returns 'revoked', 'already' (same
-- status recorded before) or 'unknown_capture'.
create function private.revoke_premium_for_capture(p_capture_id text, p_status text, p_reason text)
returns text language plpgsql security definer set search_path = '' as $$
declare
  pay public.payments%rowtype;
begin
  if p_status not in ('REFUNDED', 'REVERSED') then
    raise exception 'status must be REFUNDED or REVERSED' using errcode = '22023';
  end if;
  select * into pay from public.payments where capture_id = p_capture_id for update;
  if not found then
    return 'unknown_capture';
  end if;
  if pay.status = p_status then
    return 'already';
  end if;
  update public.payments
     set status = p_status, status_reason = left(coalesce(p_reason, p_status), 500)
   where id = pay.id;
  if pay.user_id is not null and not exists (
    select 1 from public.payments where user_id = pay.user_id and status = 'COMPLETED' and id <> pay.id
  ) then
    update public.profiles set is_premium = false, premium_since = null where id = pay.user_id;
  end if;
  return 'revoked';
end $$;

-- Claims a webhook event id. True the first time; false for a replay (then the caller changes
-- nothing). Call it in the same transaction as the change the event causes, so a failure
-- leaves the event unclaimed and PayPal's retry can succeed.
create function private.claim_paypal_event(p_event_id text, p_event_type text, p_resource_id text)
returns boolean language plpgsql security definer set search_path = '' as $$
begin
  insert into private.paypal_webhook_events (event_id, event_type, resource_id)
  values (p_event_id, p_event_type, p_resource_id)
  on conflict (event_id) do nothing;
  return found;
end $$;

create function private.set_paypal_event_outcome(p_event_id text, p_outcome text)
returns void language sql security definer set search_path = '' as $$
  update private.paypal_webhook_events set outcome = left(p_outcome, 200) where event_id = p_event_id;
$$;

revoke all on function private.touch_payment() from public, anon, authenticated;
revoke all on function private.record_order(uuid, text, numeric, text) from public, anon, authenticated;
revoke all on function private.grant_premium_from_capture(text, text, uuid, numeric, text) from public, anon, authenticated;
revoke all on function private.revoke_premium_for_capture(text, text, text) from public, anon, authenticated;
revoke all on function private.claim_paypal_event(text, text, text) from public, anon, authenticated;
revoke all on function private.set_paypal_event_outcome(text, text) from public, anon, authenticated;
grant execute on function private.record_order(uuid, text, numeric, text) to service_role;
grant execute on function private.grant_premium_from_capture(text, text, uuid, numeric, text) to service_role;
grant execute on function private.revoke_premium_for_capture(text, text, text) to service_role;
grant execute on function private.claim_paypal_event(text, text, text) to service_role;
grant execute on function private.set_paypal_event_outcome(text, text) to service_role;
