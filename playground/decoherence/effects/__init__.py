"""What actions may change, as data: shell programs and their subcommands, tool-call verbs. Each
table is read by one general mechanism; a program the tables do not know touches everything it
could reach (no judgement instead of a guess)."""
