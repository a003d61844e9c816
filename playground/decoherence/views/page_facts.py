"""Facts a web page states, keyed so that two reads of the same page can be compared.

A page read twice at the same URL must state the same facts. Facts are keyed by what they are
about, never by position:

- a table row ``| Opened | 31 March 1889 |``: keyed by its first cell;
- a ``Label: value`` line: keyed by its label;
- a sentence with figures or dates: keyed by the sentence with its figures and dates masked
  ("reported revenue of $# billion, up #% ..."), its value the figures themselves.

Only keys that occur once in each read are compared (a label used twice is ambiguous), sentences
need enough words around their figures to be the same statement, and labels or sentences about
things that move by themselves (prices, counts, ratings, "updated", "ago", "as of") are skipped.
"""

from __future__ import annotations

import re

_MONTH = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|"
          r"Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)")
_DATE = re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH}\.?,?\s+\d{{4}}\b|"
                   rf"\b{_MONTH}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}\b|"
                   rf"\b\d{{4}}-\d\d-\d\d\b|\b{_MONTH}\s+\d{{4}}\b")
_FIGURE = re.compile(r"(?<![\w.,])[$€£¥]?\d[\d,]*(?:\.\d+)?(?![\w.]?\d)")
# a label starts with a letter, or with a number and words ("3.12.0 final", "22.x LTS start", "2024 revenue")
_LABELED = re.compile(r"^\s*[-*]?\s*\**((?:[A-Za-z]|v?\d+(?:\.[\dx]+)*\s*[A-Za-z.])[\w .()/-]{1,40}?)\**\s*:\s+(\S.*)$")
_URLISH = re.compile(r"^\s*(?:https?://|www\.)")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"'(])")
# things that move between two reads of an unchanged page
LIVE = re.compile(r"\b(?:updated|modified|retrieved|accessed|fetched|\b(?:current|local|server) time|\btoday\b|"
                  r"\bnow\b|price|quote|stock|\bchange\b|volume|market cap|views|visitors|likes|followers|"
                  r"subscribers|rating|score|rank|temperature|weather|forecast|humidity|wind|status|online|"
                  r"\blive\b|latest|\bcount\b|as of|\bago\b|yesterday|tomorrow|so far|this (?:week|month|year)|"
                  r"\bcomments?\b|\breplies\b|\bshares\b|\bvotes?\b|\breviews?\b|trading|\bin stock\b|left\b|"
                  r"\bclose\b|\bday(?:'s)? range|52[- ]week|\bbid\b|\bask\b|\bopen(?:ing)? price|yield|\bnav\b)",
                  re.IGNORECASE)
# in running text, only words that make a sentence about a moving figure ("as of 10:02", "3 hours ago")
LIVE_SENTENCE = re.compile(r"\b(?:as of|ago|so far|right now|currently|live|latest|price[sd]?|quote[sd]?|traded|"
                           r"trading|stock|views|visitors|likes|followers|subscribers|temperature|weather|forecast|"
                           r"rating|ranked|updated|yesterday|tomorrow)\b", re.IGNORECASE)
MIN_CONTEXT_WORDS = 4


def _plain(text: str) -> str:
    text = re.sub(r"\[([^\]\n]+)\]\([^)\s]+\)", r"\1", text)  # [text](url) -> text
    text = re.sub(r"[*_`]+", "", text)
    return " ".join(text.split())


def _table_cells(line: str) -> list[str] | None:
    s = line.strip()
    if not (s.startswith("|") and s.endswith("|")) or s.count("|") < 3:
        return None
    cells = [_plain(c) for c in s[1:-1].split("|")]
    if all(re.fullmatch(r":?-{2,}:?", c) or not c for c in cells):
        return None  # the separator row
    return cells


_MONTHS = {m: i for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
                                        "dec"), 1)}


def _date_value(text: str) -> str:
    """A date as yyyy-mm-dd (or yyyy-mm) whatever way it was written."""
    t = text.casefold()
    m = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)", t)
    if m:
        return f"{m[1]}-{m[2]}-{m[3]}"
    year = re.search(r"\d{4}", t)
    mon = re.search(r"[a-z]{3}", t)
    day = re.search(r"\b(\d{1,2})(?:st|nd|rd|th)?\b(?!\d)", t[:year.start()] if year else t)
    month = _MONTHS.get(mon.group(0), 0) if mon else 0
    return f"{year.group(0) if year else '?'}-{month:02d}" + (f"-{int(day.group(1)):02d}" if day else "")


def _values(text: str) -> frozenset[str]:
    """The dates and figures a piece of text states, normalised (commas out of numbers)."""
    dates = [_date_value(d) for d in _DATE.findall(text)]
    figures = [f.replace(",", "") for f in _FIGURE.findall(_DATE.sub(" ", text))]
    return frozenset(dates + figures)


def page_facts(text: str) -> dict[str, tuple[frozenset[str], str]]:
    """{key: (the dates and figures it states, the line it was read from)} for the facts of one page read."""
    seen: dict[str, tuple[frozenset[str], str]] = {}
    ambiguous: set[str] = set()

    def add(key: str, value: frozenset[str], line: str) -> None:
        if not value:
            return  # only dates and figures are compared: other wording may vary between reads
        if key in seen and seen[key][0] != value:
            ambiguous.add(key)
        seen.setdefault(key, (value, line.strip()))

    for raw in text.split("\n"):
        cells = _table_cells(raw)
        if cells is not None:
            if len(cells) >= 2 and cells[0] and not _FIGURE.fullmatch(cells[0]) and not LIVE.search(cells[0]):
                add("row:" + cells[0].casefold(), _values(" | ".join(cells[1:])), raw)
            continue
        m = _LABELED.match(raw)
        if m:
            if not _URLISH.match(m.group(2)) and not LIVE.search(m.group(1)):
                add("label:" + m.group(1).strip().casefold(), _values(m.group(2)), raw)
            continue
        line = _plain(raw.lstrip("#>-*• ").strip())
        for sentence in _SENTENCE_END.split(line):
            dates = _DATE.findall(sentence)
            masked = _DATE.sub(" <date> ", sentence)
            figures = _FIGURE.findall(masked)
            if not dates and not figures:
                continue
            masked = _FIGURE.sub("#", masked)
            context = re.findall(r"[A-Za-z]{2,}", masked.replace("<date>", ""))
            if len(context) < MIN_CONTEXT_WORDS or LIVE_SENTENCE.search(masked):
                continue
            add("text:" + " ".join(masked.casefold().split()), _values(sentence), sentence)
    return {k: v for k, v in seen.items() if k not in ambiguous}


_CLOCK = re.compile(r"\b\d{1,2}:\d\d(?::\d\d)?\s*(?:[AP]M)?\b", re.IGNORECASE)


# a line that says when the page (or what it reports) was published or held, not when it was rendered: a byline
# ("By X - Nov 20, 2024 at 1:05AM"), "Published ...", "Date: Tuesday, November 19, 2024 at 5:00 p.m. ET"
_PUBLISHED = re.compile(r"^[\W_]*(?:by\s|published\b|posted\b|date\W*:|event date\b|filed\b)", re.IGNORECASE)


def render_stamps(text: str) -> set[str]:
    """The times of day a page prints near its top (the moment it was rendered, on a live page); those on a line
    that says when something was published or held are left out."""
    return {m.group(0) for ln in text.split("\n")[:8] if not _PUBLISHED.match(ln) for m in _CLOCK.finditer(ln)}


# what a page says of the moment it (or what it shows) was last refreshed: "Last report | Mar 3, 2025 08:41 UTC",
# "This page was last edited on 21 January 2025, at 11:37 (UTC)", "Updated: 2025-02-01". Such a stamp only moves
# forward between two visits of one page, whether the page is live or not.
STAMP_LABEL = re.compile(r"\b(?:last\s+(?:report(?:ed)?|updated?|edited|modified|changed|refreshed|revised|"
                         r"reviewed|checked|seen)|(?:page\s+)?(?:updated|modified|revised)(?:\s+(?:on|at))?|"
                         r"position received)\b",
                         re.IGNORECASE)
_STAMP_GAP = 40  # at most this many characters between the label and its date
_TIME = re.compile(r"^[\s,]*(?:at\s+)?(\d{1,2}):(\d\d)(?::(\d\d))?\s*(?:([ap])\.?m\b\.?)?\s*(\(?(?:utc|gmt|z)\)?)?",
                   re.IGNORECASE)


def stamps(text: str) -> dict[str, tuple[str, str]]:
    """{label: (the stamp as an ISO date or date-time, the line)} for the refresh stamps a page states (STAMP_LABEL
    followed by a full date, and its time of day when one follows: with its zone when it says UTC). A label stated
    twice with two values is left out (two things' stamps)."""
    seen: dict[str, tuple[str, str]] = {}
    ambiguous: set[str] = set()
    for raw in text.split("\n"):
        line = _plain(raw.replace("|", " | "))
        for m in STAMP_LABEL.finditer(line):
            rest = line[m.end():]
            d = _DATE.search(rest)
            if d is None or d.start() > _STAMP_GAP or "|" in rest[:d.start()].strip(" |:"):
                continue
            day = _date_value(d.group(0))
            if not re.fullmatch(r"\d{4}-\d\d-\d\d", day):
                continue  # a month or a year alone is no stamp to compare
            t = _TIME.match(rest[d.end():])
            hour = None if t is None else int(t[1]) % 12 + (12 if (t[4] or "").casefold() == "p" else 0) \
                if t[4] else int(t[1])  # 8:05 PM is 20:05, 12:10 AM is 00:10
            value = day if t is None else \
                f"{day}T{hour:02d}:{t[2]}" + (f":{t[3]}" if t[3] else "") + ("Z" if t[5] else "")
            key = " ".join(m.group(0).casefold().split())
            if key in seen and seen[key][0] != value:
                ambiguous.add(key)
            seen.setdefault(key, (value, raw.strip()))
    return {k: v for k, v in seen.items() if k not in ambiguous}


_ELLIPSIS = re.compile(r"\s*(?:\.\.\.|…)\s*")
# pieces of a snippet set side by side ("Motor: 250 W · Battery: 720 Wh · Weight: 34.5 kg")
_PIECE_SEP = re.compile(r"\s+[·•|]\s+")


def snippet_labels(snippet: str) -> dict[str, tuple[frozenset[str], str]]:
    """{label: (the dates and figures it states, the piece)} for the ``Label: value`` pieces of a search result's
    snippet ("... pip install requests==2.32.3. Released: May 29, 2024. ..."): the snippet quotes its page, so
    a label it states is one the page states (as a ``Label: value`` line or a table row). A snippet's running text
    is cut at both ends: only its labels are read."""
    pieces = [p for part in _ELLIPSIS.split(snippet) for piece in _PIECE_SEP.split(part.strip())
              for p in _SENTENCE_END.split(piece)]
    return {k.removeprefix("label:"): v for k, v in page_facts("\n".join(pieces)).items() if k.startswith("label:")}


def snippet_sentences(snippet: str) -> dict[str, tuple[frozenset[str], str]]:
    """{sentence key: (its dates and figures, the sentence)} for the whole sentences a search result's snippet
    quotes from its page (capitalised, ending with a full stop, between its cuts): the page states the same
    sentence with the same figures (``page_facts``' ``text:`` keys)."""
    whole = [sentence.strip() for part in _ELLIPSIS.split(snippet) for sentence in _SENTENCE_END.split(part.strip())
             if re.match(r"^[A-Z0-9\"'(]", sentence.strip()) and re.search(r"[.!?][\"')]?$", sentence.strip())]
    return {k: v for k, v in page_facts("\n".join(whole)).items() if k.startswith("text:")}
