-- The partner locator's dealers (site-shell §2 footer, issue 14): per market, with the services each offers.
create table dealers (
  id text primary key,
  market text not null check (market ~ '^[A-Z]{2}$'),
  name text not null,
  street text not null,
  postcode text not null,
  town text not null,
  services text[] not null check (services <@ array['sales', 'repair', 'installation', 'spare-parts']::text[])
);
create index dealers_market on dealers (market);
