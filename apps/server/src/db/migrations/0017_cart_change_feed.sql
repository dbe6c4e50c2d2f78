-- The cart change feed (docs/decisions/011-session-cache.md): every instance keeps anonymous carts' unit counts in
-- memory for a few seconds, and forgets one as soon as the cart or one of its entries changes anywhere. As with the
-- session feed, the NOTIFY is sent when the changing transaction commits, never when it rolls back (and one
-- transaction's identical notifications are sent once). Payload: the cart's guid.
create function announce_cart_change() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'carts' then
    perform pg_notify('cart_changed', old.guid::text);
  elsif tg_op = 'DELETE' then
    perform pg_notify('cart_changed', old.cart_guid::text);
  else
    perform pg_notify('cart_changed', new.cart_guid::text);
  end if;
  return null;
end
$$;

create trigger carts_changed after delete or update on carts
  for each row execute function announce_cart_change();
create trigger cart_entries_changed after insert or delete or update on cart_entries
  for each row execute function announce_cart_change();
