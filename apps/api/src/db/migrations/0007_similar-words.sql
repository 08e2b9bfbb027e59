-- The catalog words trigram-similar to one query word (pg_trgm `%`, its threshold), the closest
-- first: the typo arm of search (src/db/search.ts). Planned inside a query, with the word an
-- outer reference, this lookup was a scan of every word computing similarity() (~100 ms on PGlite
-- at 10,000 words); the GIN trigram index answers it in well under a millisecond, so the function
-- is planned on its own with sequential scans ruled out. Nothing here needs to own pg_trgm.
CREATE FUNCTION "rh_similar_words"("query_word" text, "how_many" integer) RETURNS SETOF text
LANGUAGE sql STABLE STRICT PARALLEL SAFE
SET enable_seqscan = off
AS $$
	SELECT d.word FROM search_words d
	WHERE d.word % "query_word"
	ORDER BY similarity(d.word, "query_word") DESC, d.word
	LIMIT "how_many"
$$;
