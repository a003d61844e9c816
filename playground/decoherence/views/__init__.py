"""Generic readers that turn any observation into the fact engine's readings: key/value lines,
tables with headers, listings, JSON. None knows a tool; which view reads which output, and what
thing it describes, is the domains' binding tables."""
