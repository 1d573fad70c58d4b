-- Reserved migration slot: replaced by its helper, or removed if unused.
SELECT 1;
