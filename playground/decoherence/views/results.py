"""Readers for research-tool outputs: ranked result lists (``[1] URL`` / ``Title:`` / ``Snippet:`` /
``Date:`` blocks, numbered items, JSON lists of results), an extracted page's title, and a key-value
mapping read back (a JSON or Python dict, ``key: value`` lines, ``Key not found: k`` lines)."""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Iterator

from playground.decoherence.views.text import kv_lines

_URL = re.compile(r"https?://[^\s<>()\"'\]\[`]+")
_ITEM = re.compile(r"^\s*(?:\[\d{1,3}\]|\d{1,3}[.)])\s+")
_FIELD = re.compile(r"^\s*(title|url|link|date|published|snippet)\s*:\s*(.*?)\s*$", re.IGNORECASE)
_NO_VALUE = re.compile(r"^(?:n/?a|none|null|unknown|-+|)$", re.IGNORECASE)
_ELLIPSIS = re.compile(r"(?:\.\.\.|…)\s*$")
_SEPARATORS = re.compile(r"\s+(?:-|–|—|\||·|::)\s+")
_DATE_FORMATS = ("%Y-%m-%d", "%b %d, %Y", "%B %d, %Y", "%d %b %Y", "%d %B %Y", "%b. %d, %Y", "%Y/%m/%d")


@dataclass(frozen=True)
class Result:
    url: str
    title: str | None  # None: none shown, or cut short ("…")
    date: str | None  # YYYY-MM-DD, None when none or not a full date
    line: str


def url_key(url: str) -> str:
    """One spelling of a URL: no scheme, no ``www.``, no fragment, no trailing slash, lower case. A fragment
    that is a single-page app's route (``#/food-details/1/``, ``#!/item``) names the page and stays."""
    u = url.strip().rstrip(".,;:")
    u = re.sub(r"^https?://(?:www\.)?", "", u, flags=re.IGNORECASE)
    base, _, fragment = u.partition("#")
    route = "#" + fragment.rstrip("/") if fragment.startswith(("/", "!")) else ""
    return (base.rstrip("/") + route).lower()


def title_key(title: str) -> str | None:
    """A title as compared: its main part (a `` - Site`` / `` | Site`` part left off), case and spacing
    folded; None when the title is cut short (it cannot be compared whole)."""
    t = re.sub(r"\*\*|__|`", "", title).strip()
    if not t or _ELLIPSIS.search(t):
        return None
    main = _SEPARATORS.split(t)[0]
    return " ".join(main.casefold().split()) or None


def date_key(text: str) -> str | None:
    s = " ".join(text.strip().rstrip(".").split())
    if _NO_VALUE.match(s):
        return None
    for fmt in _DATE_FORMATS:
        try:
            return datetime.strptime(s, fmt).strftime("%Y-%m-%d")
        except ValueError:
            continue
    return None


def results(text: str) -> list[Result]:
    """Every result of a ranked list, once per URL (the first time it is shown)."""
    value = _literal(text)
    found = list(_json_results(value)) if value is not None else _text_results(text)
    out: list[Result] = []
    seen: set[str] = set()
    for r in found:
        if url_key(r.url) not in seen:
            seen.add(url_key(r.url))
            out.append(r)
    return out


def _text_results(text: str) -> list[Result]:
    blocks: list[list[str]] = []
    for ln in text.split("\n"):
        if _ITEM.match(ln):
            blocks.append([ln])
        elif blocks:
            blocks[-1].append(ln)
    out: list[Result] = []
    for block in blocks:
        fields: dict[str, str] = {}
        for ln in block:
            m = _FIELD.match(_ITEM.sub("", ln))
            if m:
                fields.setdefault(m.group(1).lower(), m.group(2))
        head = _ITEM.sub("", block[0]).strip()
        url = fields.get("url") or fields.get("link")
        if url is None and _URL.fullmatch(head):
            url = head  # "[1] https://..." then Title: / Snippet: / Date: lines
        elif url is None and "title" not in fields and len(block) > 1 and _URL.fullmatch(block[1].strip()):
            url, fields["title"] = block[1].strip(), head  # "[1] Title - Site" then the URL on its own line
        if url is None or not _URL.fullmatch(url.strip()) or "title" not in fields:
            continue
        out.append(Result(url.strip(), fields["title"] or None,
                          date_key(fields.get("date") or fields.get("published") or ""), block[0].strip()))
    return out


def _json_results(value: Any, depth: int = 0) -> Iterator[Result]:
    if depth > 6:
        return
    if isinstance(value, dict):
        url = next((value[k] for k in ("url", "link") if isinstance(value.get(k), str)), None)
        title = value.get("title")
        if url and isinstance(title, str) and _URL.fullmatch(url):
            date = next((value[k] for k in ("date", "published") if isinstance(value.get(k), str)), "")
            yield Result(url, title, date_key(date), json.dumps({"url": url, "title": title}, ensure_ascii=False))
            return
        for v in value.values():
            yield from _json_results(v, depth + 1)
    elif isinstance(value, list):
        for v in value:
            yield from _json_results(v, depth + 1)


# a summary written for a goal, not the page itself
# a page's content summarised for a goal (web_extractor's "Evidence in page" layout), not the page itself
SUMMARY = re.compile(r"\b(?:evidence in page|useful information|user goal|summary\s*:|rationale\s*:)", re.IGNORECASE)
_ERROR_PAGE = re.compile(r"\b(?:404|403|500|502|503|not found|error|access denied|forbidden|unavailable|"
                         r"could not|failed|blocked|captcha|just a moment)\b", re.IGNORECASE)


def page_title(text: str) -> tuple[str, str] | None:
    """(title, line) of an extracted page: its first line as a ``# heading``, or a ``Title:`` line among
    its first lines; None for a summary, an error page or anything else."""
    lines = [ln for ln in text.strip().split("\n") if ln.strip()]
    if not lines or SUMMARY.search(text[:600]):
        return None
    for ln in lines[:3]:
        m = re.match(r"^\s*title\s*:\s*(\S.*?)\s*$", ln, re.IGNORECASE)
        if m:
            return None if _ERROR_PAGE.search(m.group(1)) else (m.group(1), ln.strip())
    m = re.match(r"^#\s+(\S.*?)\s*#*\s*$", lines[0])
    if m is None or _ERROR_PAGE.search(m.group(1)):
        return None
    return m.group(1), lines[0].strip()


def page_body(text: str) -> str:
    """An opened page's text without its header: a JSON page's content, else the text without
    its leading ``URL:``/``Title:`` lines or ``# heading``."""
    value = json_value(text)
    if isinstance(value, dict):
        body = value.get("content") or value.get("text") or value.get("body") or ""
        return body.strip() if isinstance(body, str) else ""
    lines = text.strip().split("\n")
    i = 0
    while i < len(lines) and i < 3 and re.match(r"^\s*(?:title|url)\s*:|^#\s+\S", lines[i], re.IGNORECASE):
        i += 1
    return "\n".join(lines[i:]).strip()


# a key reported missing: "Key not found: k", "k not found", or as its value ("k: Key not found", "k: (no such key)")
_MARKUP = re.compile(r"\*\*|__|`")
_BULLET = re.compile(r"^\s*(?:[-*+\u2022]|\d{1,2}[.)])\s+")


def page_fields(text: str) -> list[tuple[str, str, str]]:
    """(key, value, line) of the ``Key: value`` lines of an extracted page (``- **Launch:** July 30, 2020``),
    markup and bullets left off; none for a summary written for a goal. A key shown twice is read for
    neither (two things' fields)."""
    if SUMMARY.search(text[:600]):
        return []
    lines, fenced = [], False
    for ln in text.split("\n"):
        if ln.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced and "|" not in ln and not ln.lstrip().startswith("#"):
            lines.append(_MARKUP.sub("", _BULLET.sub("", ln)))
    return [(k, v, line) for k, v, line in kv_lines(lines) if len(k.split()) <= 4 and not _URL.match(v)]


# keys reported missing as a list: "Key not found: ['a', 'b']", "Keys not found: a, b"
_MISSING_LIST = re.compile(r"^\s*(?:keys?\s+)?(?:not found|no such keys?|missing(?: keys?)?|unknown keys?)\s*:\s*"
                           r"\[?(?P<keys>['\"]?[\w.-]+['\"]?(?:\s*,\s*['\"]?[\w.-]+['\"]?)*)\]?\.?\s*$", re.IGNORECASE)
_MISSING = re.compile(r"^\s*(?:key\s+)?(?:not found|no such key|missing|unknown key)\s*:\s*"
                      r"['\"]?(?P<a>[^'\"\s]+)['\"]?\s*$"
                      r"|^\s*(?:key\s+)?['\"]?(?P<b>[^'\"\s:]+)['\"]?\s*(?::\s*|\s+)[(<\[]?\s*"
                      r"(?:error\s*:?\s*)?(?:key\s+)?(?:not found|does not exist|no such key|"
                      r"is not (?:set|stored|in memory))\s*[)>\]]?\.?\s*$", re.IGNORECASE)
_KV = re.compile(r"^\s*[-*]?\s*['\"]?(?P<k>[A-Za-z_][\w.-]{0,80})['\"]?\s*[:=]\s+(?P<v>\S.*?)\s*$")


@dataclass(frozen=True)
class Mapping:
    """Keys read back with their values (a value None: present, its value not a plain scalar; a list or
    an object reads as :func:`value_text`), and keys reported missing. ``whole``: every line of the
    output was read (nothing else was said)."""

    values: dict[str, str | None]
    missing: tuple[str, ...]
    whole: bool
    count: int | None = None  # how many items its header says there are ("Memory contains 5 item(s):")


# a header's count of what it introduces: "Memory contains 5 item(s):", "All items in memory (4):" (not a year
# in brackets: "Notes (2024):")
_HEADER_COUNT = re.compile(r"\((?!(?:19|20)\d\d\))(\d+)\)\s*:\s*$|\b(\d+)\s+(?:item|entr|key|memor|record|value)",
                           re.IGNORECASE)
_PART_OF = re.compile(r"\b(?:first|showing|page|top|latest|recent|some|partial|truncated|more|sample|"
                      r"\d+ of \d+)\b", re.IGNORECASE)


def mapping(text: str) -> Mapping | None:
    s = text.strip()
    value = _literal(s)
    if isinstance(value, dict):
        return Mapping({str(k): value_text(v) for k, v in value.items()}, (), True)
    if value is not None:
        return None
    values: dict[str, str | None] = {}
    missing: list[str] = []
    whole = True
    count: int | None = None
    rest: list[str] = []
    lines = s.split("\n")
    i = 0
    while i < len(lines):
        ln = lines[i]
        i += 1
        if not ln.strip():
            continue
        m = _MISSING.match(ln)
        if m:
            missing.append(m["a"] or m["b"])
            continue
        ml = _MISSING_LIST.match(ln)
        if ml:
            missing += [k.strip().strip("'\"") for k in ml["keys"].split(",")]
            continue
        if not values and not missing and not rest and ln.rstrip().endswith(":") and i < len(lines) \
                and not _PART_OF.search(ln):
            # a header before what it introduces ("All items in memory (4):"), not of a part of it
            stated = _HEADER_COUNT.search(ln)
            count = int(stated[1] or stated[2]) if stated else None
            continue
        lit = _literal(ln.strip())
        if lit is None and ln.strip() in ("{", "["):  # an object printed over several lines, then other lines
            end = next((j for j in range(i, len(lines)) if lines[j].rstrip() in ("}", "]")), None)
            lit = _literal("\n".join(lines[i - 1:end + 1])) if end is not None else None
            if isinstance(lit, dict) and end is not None:
                i = end + 1
        if isinstance(lit, dict):
            values.update({str(k): value_text(v) for k, v in lit.items()})
            continue
        rest.append(ln)
    kv = [_KV.match(ln) for ln in rest]
    if rest and all(kv):
        for m in kv:
            assert m is not None
            if m["k"] in values:
                return None  # a key twice: not one mapping
            lit = _literal(m["v"]) if m["v"].startswith(("[", "{")) else None
            values[m["k"]] = value_text(lit) if lit is not None else m["v"]
    elif rest:
        whole = False
    if not values and not missing:
        return None
    return Mapping(values, tuple(missing), whole, count)


def scalar_text(v: Any) -> str | None:
    """A scalar as it reads in text (``true``, ``3``, ``x``); None for anything else."""
    if isinstance(v, bool):
        return str(v).lower()
    if isinstance(v, (str, int, float)):
        return str(v)
    return None


def value_text(v: Any) -> str | None:
    """A value as one text: a scalar as :func:`scalar_text`, a list or an object as canonical JSON (keys
    sorted), so that a structured value written and read back compare equal whatever its layout."""
    if isinstance(v, (list, tuple, dict)):
        try:
            return json.dumps(v, ensure_ascii=False, sort_keys=True)
        except (TypeError, ValueError):
            return None
    return scalar_text(v)


def json_value(text: str) -> Any:
    """The JSON array or object ``text`` holds (None when it holds none)."""
    s = text.strip()
    if not s or s[0] not in "[{":
        return None
    try:
        return json.loads(s)
    except (json.JSONDecodeError, RecursionError):
        return None


def after_prose(text: str, lines: int = 2) -> Any:
    """The JSON array or object (or Python literal) that follows at most ``lines`` lines of prose (``Event
    created.`` then the record); None when there is none."""
    rows = text.strip().split("\n")
    for i in range(1, min(lines, len(rows) - 1) + 1):
        if rows[i - 1].lstrip().startswith(("{", "[")):
            return None
        if rows[i].lstrip().startswith(("{", "[")):
            return _literal("\n".join(rows[i:]))
    return None


def _literal(text: str) -> Any:
    """A JSON array or object, else a Python list/dict/tuple literal (what tools print with repr)."""
    value = json_value(text)
    s = text.strip()
    if value is not None or not s.startswith(("[", "{")):
        return value
    try:
        return ast.literal_eval(s)
    except (ValueError, SyntaxError, TypeError, RecursionError, MemoryError):
        return None
    try:
        return json.loads(s)
    except (json.JSONDecodeError, RecursionError):
        pass
    try:
        return ast.literal_eval(s)
    except (ValueError, SyntaxError, TypeError, RecursionError, MemoryError):
        return None
