-- btree_gist lets later exclusion constraints combine "=" on ids with "&&" on time ranges.
CREATE EXTENSION IF NOT EXISTS btree_gist;
