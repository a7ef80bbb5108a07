-- Benchmark schema: publishers <- authors <- books, 10,000 books.
create table public.publishers (id bigint primary key, name text not null);
create table public.authors (id bigint primary key, name text not null, publisher_id bigint not null references public.publishers (id));
create table public.books (id bigint primary key, author_id bigint not null references public.authors (id), title text not null, year int not null);
create index books_author_id_idx on public.books (author_id);
create index authors_publisher_id_idx on public.authors (publisher_id);
alter table public.publishers enable row level security;
alter table public.authors enable row level security;
alter table public.books enable row level security;
create policy "read publishers" on public.publishers for select to anon, authenticated using (true);
create policy "read authors" on public.authors for select to anon, authenticated using (true);
create policy "read books" on public.books for select to anon, authenticated using (true);
insert into public.publishers select g, 'Publisher ' || g from generate_series(1, 20) g;
insert into public.authors select g, 'Author ' || g, 1 + g % 20 from generate_series(1, 500) g;
insert into public.books select g, 1 + g % 500, 'Book ' || g, 1900 + g % 125 from generate_series(1, 10000) g;
