"""The arena planner: it knows no IR, only items (sizes, alignments) and the conflicts between them."""
