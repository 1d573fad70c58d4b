-- Placeholder: replaced by the issue's migration.
SELECT 1;
