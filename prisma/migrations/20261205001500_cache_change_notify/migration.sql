-- Every server process keeps papers, pools, quizzes, stimuli, question versions and sitting facts
-- in memory (server/cache/registry.ts). A change to the rows behind them tells every process at
-- commit, on the channel cache_changed, whoever made it: "<topic>:<key>" (server/cache/change-feed.ts).
-- PostgreSQL sends one notification per distinct payload in a transaction, so a bulk import of a
-- subject's questions is one "bank:<subject>".
CREATE FUNCTION cache_change_of(tbl text, r jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE tbl
    WHEN 'papers' THEN 'papers'
    WHEN 'questions' THEN CASE WHEN r->>'quiz_id' IS NOT NULL THEN 'quiz:' || (r->>'quiz_id') ELSE 'bank:' || coalesce(r->>'subject', '') END
    WHEN 'topics' THEN 'bank:' || (r->>'subject')
    WHEN 'quizzes' THEN 'quiz:' || (r->>'id')
    WHEN 'courses' THEN 'course:' || (r->>'id')
    WHEN 'stimuli' THEN 'stimulus:' || (r->>'id')
    WHEN 'question_versions' THEN 'version:' || (r->>'id')
    WHEN 'sittings' THEN 'sitting:' || (r->>'id')
    WHEN 'sitting_items' THEN 'sitting:' || (r->>'sitting_id')
  END
$$;

CREATE FUNCTION notify_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('cache_changed', cache_change_of(TG_TABLE_NAME, to_jsonb(OLD)));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('cache_changed', cache_change_of(TG_TABLE_NAME, to_jsonb(NEW)));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER papers_notify_cache AFTER INSERT OR UPDATE OR DELETE ON papers
  FOR EACH ROW EXECUTE FUNCTION notify_cache_changed();
CREATE TRIGGER questions_notify_cache AFTER INSERT OR UPDATE OR DELETE ON questions
  FOR EACH ROW EXECUTE FUNCTION notify_cache_changed();
CREATE TRIGGER topics_notify_cache AFTER INSERT OR UPDATE OR DELETE ON topics
  FOR EACH ROW EXECUTE FUNCTION notify_cache_changed();
CREATE TRIGGER quizzes_notify_cache AFTER INSERT OR UPDATE OR DELETE ON quizzes
  FOR EACH ROW EXECUTE FUNCTION notify_cache_changed();
CREATE TRIGGER courses_notify_cache AFTER UPDATE OF title, price, status OR DELETE ON courses
  FOR EACH ROW EXECUTE FUNCTION notify_cache_changed();
CREATE TRIGGER stimuli_notify_cache AFTER UPDATE OR DELETE ON stimuli
  FOR EACH ROW EXECUTE FUNCTION notify_cache_changed();
CREATE TRIGGER question_versions_notify_cache AFTER UPDATE OR DELETE ON question_versions
  FOR EACH ROW EXECUTE FUNCTION notify_cache_changed();
-- Answers are saved to sittings and sitting_items all through a paper: only the columns a
-- process keeps are watched.
CREATE TRIGGER sittings_notify_cache AFTER UPDATE OF student_id, paper_id, mode, subjects, started_at, expires_at, max_score OR DELETE ON sittings
  FOR EACH ROW EXECUTE FUNCTION notify_cache_changed();
CREATE TRIGGER sitting_items_notify_cache AFTER UPDATE OF question_id, version_id, option_order, correct_key OR DELETE ON sitting_items
  FOR EACH ROW EXECUTE FUNCTION notify_cache_changed();
