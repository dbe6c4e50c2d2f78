-- Commerce API: a product's name in each language (ISO 639-1); the commerce API answers in the language of the
-- request's lang and falls back to products.name.
create table product_names (
  product_code text not null references products (code) on delete cascade,
  language text not null check (language ~ '^[a-z]{2}$'),
  name text not null,
  primary key (product_code, language)
);
