-- Live updates (ARCHITECTURE.md, The oracle loop): every change to a question is announced on `question_events`
-- ({"op","id","user_id","status"}, small enough for NOTIFY's 8 kB limit; listeners read the row),
-- and every new pending question wakes the reading workers on `questions_pending`.
CREATE OR REPLACE FUNCTION notify_question_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(
    'question_events',
    json_build_object('op', lower(TG_OP), 'id', NEW.id, 'user_id', NEW.user_id, 'status', NEW.status)::text
  );
  IF TG_OP = 'INSERT' AND NEW.status = 'pending' THEN
    PERFORM pg_notify('questions_pending', NEW.id::text);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER questions_notify_insert
  AFTER INSERT ON questions
  FOR EACH ROW EXECUTE FUNCTION notify_question_change();
--> statement-breakpoint
CREATE TRIGGER questions_notify_update
  AFTER UPDATE OF status, answer_text ON questions
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.answer_text IS DISTINCT FROM NEW.answer_text)
  EXECUTE FUNCTION notify_question_change();
