"""Identifiers of scholarly works a page or a search result states (a DOI, a PubMed ID, a PMC ID, an arXiv
ID), read so that two statements about one work can be joined: one work has one DOI and one PubMed ID.

Each text unit (a search result's title and snippet; a page's head up to its first ``##`` heading; each later
section; each list item) is read alone. Within a unit, an identifier kind stated with exactly one value names
the work the unit is about, so every two identifiers of the unit belong together; the URL's own identifier
(``pubmed.ncbi.nlm.nih.gov/34265844``) belongs to the result and to the page's head. A unit stating two
values of one kind (a reference list in one paragraph) is about several works: that kind is not read there.

The formats are data (ID_FORMATS, URL_IDS): a new identifier is a row, not code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# identifier kind -> how a text states it (group 1: the identifier)
ID_FORMATS: dict[str, re.Pattern[str]] = {
    "doi": re.compile(r"\b(10\.\d{4,9}/[^\s\"'<>|\[\]]+)", re.IGNORECASE),
    "pmid": re.compile(r"\b(?:PMID|PubMed(?:\s+ID)?)\b\W{0,4}(\d{5,9})\b", re.IGNORECASE),
    "pmcid": re.compile(r"\b(PMC\d{5,9})\b"),
    "arxiv": re.compile(r"\barXiv:\s?(\d{4}\.\d{4,5})(?:v\d+)?\b", re.IGNORECASE),
}
# identifier kind -> how a URL (views.results.url_key: no scheme, lower case) names the work it shows
URL_IDS: dict[str, re.Pattern[str]] = {
    "pmid": re.compile(r"^pubmed\.ncbi\.nlm\.nih\.gov/(\d{5,9})$"),
    "pmcid": re.compile(r"^(?:www\.)?ncbi\.nlm\.nih\.gov/pmc/articles/(pmc\d{5,9})$"),
    "arxiv": re.compile(r"^arxiv\.org/(?:abs|pdf)/(\d{4}\.\d{4,5})(?:v\d+)?(?:\.pdf)?$"),
    "doi": re.compile(r"^(?:dx\.)?doi\.org/(10\.\d{4,9}/\S+)$"),
}
_HEADING = re.compile(r"^\s{0,3}#{2,6}\s")
_ITEM = re.compile(r"^\s*(?:[-*+\u2022]|\d{1,3}[.)])\s+")
MIN_TITLE_WORDS = 4  # a shorter title ("Mistral 7B", "Tokyo") names too many things to join works by


@dataclass(frozen=True)
class Unit:
    """A piece of text read alone, the identifiers its URL gives it, and its first line (for the quote)."""

    text: str
    url_ids: tuple[tuple[str, str], ...] = ()


def _norm(kind: str, value: str) -> str:
    v = value.rstrip(".,;:")
    if kind == "doi":
        while v.endswith(")") and v.count(")") > v.count("("):
            v = v[:-1].rstrip(".,;:")
    return v.casefold()


def url_ids(key: str) -> tuple[tuple[str, str], ...]:
    """The identifiers a URL (as url_key spells it) names, by kind."""
    return tuple((kind, _norm(kind, m.group(1))) for kind, rx in URL_IDS.items() if (m := rx.match(key)))


def stated(text: str) -> dict[str, tuple[str, str]]:
    """{kind: (identifier, the line stating it)} for each kind the text states with exactly one value."""
    found: dict[str, dict[str, str]] = {}
    for line in text.split("\n"):
        for kind, rx in ID_FORMATS.items():
            for m in rx.finditer(line):
                found.setdefault(kind, {}).setdefault(_norm(kind, m.group(1)), line.strip())
    return {k: next(iter(v.items())) for k, v in found.items() if len(v) == 1}


def page_units(text: str, key: str) -> list[Unit]:
    """A page's units: its head (with the URL's identifiers), each later section, each list item."""
    units: list[Unit] = []
    section: list[str] = []
    head = True

    def close() -> None:
        nonlocal section
        if section:
            units.append(Unit("\n".join(section), url_ids(key) if head and not units else ()))
        section = []

    for line in text.split("\n"):
        if _HEADING.match(line):
            close()
            head = False
            section = [line]
        elif _ITEM.match(line):
            units.append(Unit(line))  # a list item is its own unit (a reference list names one work a line)
        else:
            section.append(line)
    close()
    return units


def squash(text: str) -> str:
    """Text as titles are compared: markup, quotes and spacing folded, case folded."""
    return " ".join(re.sub(r"[*_`\"“”‘’']+", "", text).casefold().split())


def pairs(unit: Unit, titles: frozenset[str]) -> list[tuple[str, str, str, str, str]]:
    """(key kind, key, kind, identifier, line): each identifier the unit states, joined to each other one it
    states, to the URL's, and to each known work title (MIN_TITLE_WORDS words or more) the unit holds. A DOI
    joined to a title is read under its registrant (``doi 10.1038``): a preprint and its journal version share
    a title, not a DOI registrant."""
    ids = stated(unit.text)
    keys = [(k, v) for k, (v, _) in ids.items()] + [kv for kv in unit.url_ids if kv not in
                                                     [(k, v) for k, (v, _) in ids.items()]]
    out = []
    for kk, kv in keys:
        for kind, (value, line) in ids.items():
            if kind != kk or (kk, kv) in unit.url_ids:  # the URL's own kind too: what the page says it is
                out.append((f"id:{kk}", kv, kind, value, line))
    if "doi" in ids:
        body = squash(unit.text)
        value, line = ids["doi"]
        for t in sorted(titles):
            if len(t.split()) >= MIN_TITLE_WORDS and t in body:
                out.append(("work", t, f"doi {value.split('/', 1)[0]}", value, line))
    return out
