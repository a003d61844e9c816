# ruff: noqa: E501, W291, W293
"""holdout23, domain swe: 22 hand-written coding-agent trajectories (OpenHands and Gemini CLI styles).

Eleven of them hold exactly one observation that contradicts an earlier observation or the starting
state; the other eleven are clean but full of legitimate changes (edits, new tests, rebuilt artefacts,
restarts, relative times, re-sorted listings). Running this module writes ``swe_test.jsonl`` and
``labels.json`` next to it.
"""

from __future__ import annotations

import difflib
from pathlib import Path

from tests.decoherence.independent.rowkit2 import (
    GEM_SYSTEM,
    OH_SYSTEM,
    RowSet,
    bash,
    call,
    cat_n,
    edited,
    editor,
    gem_run,
    gshell,
    oh_bash,
)


def nbytes(text: str) -> int:
    return len(text.encode("utf-8"))


def grep_lines(path: str, text: str, pat: str) -> list[str]:
    return [f"{path}:{i}:{ln}" for i, ln in enumerate(text.split("\n"), 1) if pat in ln]


def line_no(text: str, pat: str) -> int:
    for i, ln in enumerate(text.split("\n"), 1):
        if pat in ln:
            return i
    raise AssertionError(pat)


def window(text: str, start: int, end: int) -> str:
    """Lines start..end (1-based, inclusive) of text."""
    return "\n".join(text.split("\n")[start - 1:end])


def gsearch(pattern: str, hits: list[tuple[str, int, str]], path: str = ".", include: str | None = None) -> str:
    where = f'in path "{path}"' + (f' (filter: "{include}")' if include else "")
    if not hits:
        return f'No matches found for pattern "{pattern}" {where}.'
    out = [f'Found {len(hits)} match{"es" if len(hits) != 1 else ""} for pattern "{pattern}" {where}:', "---"]
    cur = None
    for f, n, ln in hits:
        if f != cur:
            if cur is not None:
                out.append("---")
            out.append(f"File: {f}")
            cur = f
        out.append(f"L{n}: {ln}")
    out.append("---")
    return "\n".join(out)


def ghits(path: str, text: str, pat: str) -> list[tuple[str, int, str]]:
    return [(path, i, ln) for i, ln in enumerate(text.split("\n"), 1) if pat in ln]


def gdir(path: str, dirs: list[str], files: list[str]) -> str:
    return f"Directory listing for {path}:\n" + "\n".join([f"[DIR] {d}" for d in dirs] + files)


def ok_replace(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def ok_new(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


def ok_over(path: str) -> str:
    return f"Successfully overwrote file: {path}."


# ---------------------------------------------------------------------------------------------------------
# h23-swe-01  OpenHands, Java (gson): move a helper class into the bind package
# ---------------------------------------------------------------------------------------------------------

GSON_LIC = """/*
 * Copyright (C) 2017 The Gson authors
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 * http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
"""

PRE9_BODY = """
/** Provides DateFormats for US locale with patterns which were the default ones before Java 9. */
public class PreJava9DateFormatProvider {
  private PreJava9DateFormatProvider() {}

  /**
   * Returns the same DateFormat as {@code DateFormat.getDateTimeInstance(dateStyle, timeStyle,
   * Locale.US)} in Java 8 or below.
   */
  public static DateFormat getUsDateTimeFormat(int dateStyle, int timeStyle) {
    String pattern =
        getDatePartOfDateTimePattern(dateStyle) + " " + getTimePartOfDateTimePattern(timeStyle);
    return new SimpleDateFormat(pattern, Locale.US);
  }

  private static String getDatePartOfDateTimePattern(int dateStyle) {
    switch (dateStyle) {
      case DateFormat.SHORT:
        return "M/d/yy";
      case DateFormat.MEDIUM:
        return "MMM d, yyyy";
      case DateFormat.LONG:
        return "MMMM d, yyyy";
      case DateFormat.FULL:
        return "EEEE, MMMM d, yyyy";
      default:
        throw new IllegalArgumentException("Unknown DateFormat style: " + dateStyle);
    }
  }

  private static String getTimePartOfDateTimePattern(int timeStyle) {
    switch (timeStyle) {
      case DateFormat.SHORT:
        return "h:mm a";
      case DateFormat.MEDIUM:
        return "h:mm:ss a";
      case DateFormat.FULL:
      case DateFormat.LONG:
        return "h:mm:ss a z";
      default:
        throw new IllegalArgumentException("Unknown DateFormat style: " + timeStyle);
    }
  }
}"""

PRE9_IMPORTS = """
import java.text.DateFormat;
import java.text.SimpleDateFormat;
import java.util.Locale;
"""


def t01(rs: RowSet) -> None:
    root = "/workspace/google__gson"
    internal = "gson/src/main/java/com/google/gson/internal"
    old_path = f"{internal}/PreJava9DateFormatProvider.java"
    new_path = f"{internal}/bind/PreJava9DateFormatProvider.java"
    old_text = GSON_LIC + "\npackage com.google.gson.internal;\n" + PRE9_IMPORTS + PRE9_BODY + "\n"
    new_text = (GSON_LIC + "\npackage com.google.gson.internal.bind;\n" + PRE9_IMPORTS + PRE9_BODY.replace(
        "public class PreJava9DateFormatProvider {", "final class PreJava9DateFormatProvider {").replace(
        "  public static DateFormat getUsDateTimeFormat", "  static DateFormat getUsDateTimeFormat") + "\n")
    old_size, new_size = nbytes(old_text), nbytes(new_text)

    def ls_internal(with_old: bool) -> str:
        rows = [
            ("drwxr-xr-x", 5, 4096, "Mar  4 10:12", "."),
            ("drwxr-xr-x", 5, 4096, "Mar  4 10:12", ".."),
            ("-rw-r--r--", 1, 25317, "Mar  4 10:12", "$Gson$Types.java"),
            ("-rw-r--r--", 1, 17862, "Mar  4 10:12", "ConstructorConstructor.java"),
            ("-rw-r--r--", 1, 10411, "Mar  4 10:12", "Excluder.java"),
            ("-rw-r--r--", 1, 1158, "Mar  4 10:12", "GsonBuildConfig.java"),
            ("-rw-r--r--", 1, 2816, "Mar  4 10:12", "GsonPreconditions.java"),
            ("-rw-r--r--", 1, 2982, "Mar  4 10:12", "JavaVersion.java"),
            ("-rw-r--r--", 1, 1176, "Mar  4 10:12", "JsonReaderInternalAccess.java"),
            ("-rw-r--r--", 1, 3547, "Mar  4 10:12", "LazilyParsedNumber.java"),
            ("-rw-r--r--", 1, 27089, "Mar  4 10:12", "LinkedTreeMap.java"),
            ("-rw-r--r--", 1, 2620, "Mar  4 10:12", "NonNullElementWrapperList.java"),
            ("-rw-r--r--", 1, 1764, "Mar  4 10:12", "NumberLimits.java"),
            ("-rw-r--r--", 1, 1085, "Mar  4 10:12", "ObjectConstructor.java"),
            ("-rw-r--r--", 1, old_size, "Mar  4 10:12", "PreJava9DateFormatProvider.java"),
            ("-rw-r--r--", 1, 3925, "Mar  4 10:12", "Primitives.java"),
            ("-rw-r--r--", 1, 4316, "Mar  4 10:12", "ReflectionAccessFilterHelper.java"),
            ("-rw-r--r--", 1, 4052, "Mar  4 10:12", "Streams.java"),
            ("-rw-r--r--", 1, 1031, "Mar  4 10:12", "TroubleshootingGuide.java"),
            ("-rw-r--r--", 1, 5267, "Mar  4 10:12", "UnsafeAllocator.java"),
            ("drwxr-xr-x", 3, 4096, "Mar  4 10:24" if not with_old else "Mar  4 10:12", "bind"),
            ("drwxr-xr-x", 2, 4096, "Mar  4 10:12", "reflect"),
            ("drwxr-xr-x", 2, 4096, "Mar  4 10:12", "sql"),
        ]
        return "\n".join(f"{m} {n} root root {s:5d} {d} {f}" for m, n, s, d, f in rows)

    # turn 1: the package as it is
    t1 = oh_bash("total 212\n" + ls_internal(True), root)
    # turn 2: who uses it
    g = grep_lines(old_path, old_text, "PreJava9DateFormatProvider")
    g += [
        f"{internal}/bind/DateTypeAdapter.java:24:import com.google.gson.internal.PreJava9DateFormatProvider;",
        f"{internal}/bind/DateTypeAdapter.java:61:      dateFormats.add(PreJava9DateFormatProvider.getUsDateTimeFormat(DateFormat.DEFAULT, DateFormat.DEFAULT));",
        f"{internal}/bind/DefaultDateTypeAdapter.java:24:import com.google.gson.internal.PreJava9DateFormatProvider;",
        f"{internal}/bind/DefaultDateTypeAdapter.java:152:        dateFormats.add(PreJava9DateFormatProvider.getUsDateTimeFormat(dateStyle, timeStyle));",
        "gson/src/test/java/com/google/gson/DefaultDateTypeAdapterTest.java:31:// PreJava9DateFormatProvider patterns are asserted indirectly through the expected strings below",
    ]
    t2 = oh_bash("\n".join(g), root)
    # turn 3: git mv
    t3 = oh_bash(f"R  {old_path} -> {new_path}", root)
    # turn 4: view the moved file
    t4 = cat_n(f"{root}/{new_path}", old_text[:-1])
    # turn 5: make it package-private
    t5 = edited(f"{root}/{new_path}", window(new_text, 13, 28), 13)
    old_m = "  public static DateFormat getUsDateTimeFormat(int dateStyle, int timeStyle) {"
    new_m = "  static DateFormat getUsDateTimeFormat(int dateStyle, int timeStyle) {"
    ln_m = line_no(new_text, new_m)
    t5b = edited(f"{root}/{new_path}", window(new_text, ln_m - 4, ln_m + 4), ln_m - 4)
    # turn 6: drop the import in DateTypeAdapter
    dta_imports = """import com.google.gson.Gson;
import com.google.gson.JsonSyntaxException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.internal.JavaVersion;
import com.google.gson.internal.bind.util.ISO8601Utils;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.text.DateFormat;
import java.text.ParseException;
import java.text.ParsePosition;"""
    t6 = edited(f"{root}/{internal}/bind/DateTypeAdapter.java", dta_imports, 19)
    # turn 7: list both packages
    bind_rows = [
        ("drwxr-xr-x", 3, 4096, "Mar  4 10:24", "."),
        ("drwxr-xr-x", 5, 4096, "Mar  4 10:12", ".."),
        ("-rw-r--r--", 1, 3611, "Mar  4 10:12", "ArrayTypeAdapter.java"),
        ("-rw-r--r--", 1, 9604, "Mar  4 10:12", "CollectionTypeAdapterFactory.java"),
        ("-rw-r--r--", 1, 4178, "Mar  4 10:27", "DateTypeAdapter.java"),
        ("-rw-r--r--", 1, 9233, "Mar  4 10:12", "DefaultDateTypeAdapter.java"),
        ("-rw-r--r--", 1, 3350, "Mar  4 10:12", "EnumTypeAdapter.java"),
        ("-rw-r--r--", 1, 7019, "Mar  4 10:12", "JsonAdapterAnnotationTypeAdapterFactory.java"),
        ("-rw-r--r--", 1, 8950, "Mar  4 10:12", "JsonTreeReader.java"),
        ("-rw-r--r--", 1, 6127, "Mar  4 10:12", "JsonTreeWriter.java"),
        ("-rw-r--r--", 1, 8762, "Mar  4 10:12", "MapTypeAdapterFactory.java"),
        ("-rw-r--r--", 1, 6645, "Mar  4 10:12", "NumberTypeAdapter.java"),
        ("-rw-r--r--", 1, 6380, "Mar  4 10:12", "ObjectTypeAdapter.java"),
        ("-rw-r--r--", 1, new_size, "Mar  4 10:26", "PreJava9DateFormatProvider.java"),
        ("-rw-r--r--", 1, 24170, "Mar  4 10:12", "ReflectiveTypeAdapterFactory.java"),
        ("-rw-r--r--", 1, 2466, "Mar  4 10:12", "SerializationDelegatingTypeAdapter.java"),
        ("-rw-r--r--", 1, 7212, "Mar  4 10:12", "TreeTypeAdapter.java"),
        ("-rw-r--r--", 1, 3437, "Mar  4 10:12", "TypeAdapterRuntimeTypeWrapper.java"),
        ("-rw-r--r--", 1, 38829, "Mar  4 10:12", "TypeAdapters.java"),
        ("drwxr-xr-x", 2, 4096, "Mar  4 10:12", "util"),
    ]
    bind_ls = "\n".join(f"{m} {n} root root {s:5d} {d} {f}" for m, n, s, d, f in bind_rows)
    # the listing of internal/ still carries the moved file (it was git-mv'd in turn 3)
    t7 = oh_bash(f"{internal}/:\ntotal 212\n" + ls_internal(False) + f"\n\n{internal}/bind/:\ntotal 196\n" + bind_ls, root)
    # turn 8: drop the import in DefaultDateTypeAdapter
    ddta = """import com.google.gson.Gson;
import com.google.gson.JsonSyntaxException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.internal.JavaVersion;
import com.google.gson.internal.bind.util.ISO8601Utils;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.text.DateFormat;
import java.text.ParseException;"""
    t8 = edited(f"{root}/{internal}/bind/DefaultDateTypeAdapter.java", ddta, 19)
    mvn = """[INFO] Scanning for projects...
[INFO]
[INFO] ------------------------< com.google.code.gson:gson >------------------------
[INFO] Building Gson 2.11.1-SNAPSHOT
[INFO]   from pom.xml
[INFO] --------------------------------[ bundle ]--------------------------------
[INFO]
[INFO] --- enforcer:3.4.1:enforce (enforce-versions) @ gson ---
[INFO]
[INFO] --- templating:3.0.0:filter-sources (filtering-java-templates) @ gson ---
[INFO] Coping files with filtering to temporary directory.
[INFO] Copied 1 files to output directory: /workspace/google__gson/gson/target/generated-sources/java-templates
[INFO] Source directory: /workspace/google__gson/gson/target/generated-sources/java-templates added.
[INFO]
[INFO] --- resources:3.3.1:resources (default-resources) @ gson ---
[INFO] skip non existing resourceDirectory /workspace/google__gson/gson/src/main/resources
[INFO]
[INFO] --- compiler:3.13.0:compile (default-compile) @ gson ---
[INFO] Recompiling the module because of changed dependency.
[INFO] Compiling 82 source files with javac [debug release 8] to target/classes
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  7.482 s
[INFO] Finished at: 2024-03-04T10:29:13Z
[INFO] ------------------------------------------------------------------------"""
    t9 = oh_bash(mvn, root)
    st = f"""On branch main
Your branch is up to date with 'origin/main'.

Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
\trenamed:    {old_path} -> {new_path}

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   {internal}/bind/DateTypeAdapter.java
\tmodified:   {internal}/bind/DefaultDateTypeAdapter.java
\tmodified:   {new_path}
"""
    t10 = oh_bash(st, root)
    turns = [
        (bash(f"cd {root} && ls -la {internal}/"), t1),
        (bash('grep -rn "PreJava9DateFormatProvider" gson/src'), t2),
        (bash(f"git mv {old_path} {internal}/bind/ && git status --short"), t3),
        (editor("view", f"{root}/{new_path}"), t4),
        (editor("str_replace", f"{root}/{new_path}",
                old_str="package com.google.gson.internal;\n\nimport java.text.DateFormat;\nimport java.text.SimpleDateFormat;\nimport java.util.Locale;\n\n/** Provides DateFormats for US locale with patterns which were the default ones before Java 9. */\npublic class PreJava9DateFormatProvider {",
                new_str="package com.google.gson.internal.bind;\n\nimport java.text.DateFormat;\nimport java.text.SimpleDateFormat;\nimport java.util.Locale;\n\n/** Provides DateFormats for US locale with patterns which were the default ones before Java 9. */\nfinal class PreJava9DateFormatProvider {"),
         t5),
        (editor("str_replace", f"{root}/{new_path}", old_str=old_m, new_str=new_m), t5b),
        (editor("str_replace", f"{root}/{internal}/bind/DateTypeAdapter.java",
                old_str="import com.google.gson.internal.JavaVersion;\nimport com.google.gson.internal.PreJava9DateFormatProvider;\n",
                new_str="import com.google.gson.internal.JavaVersion;\n"), t6),
        (bash(f"ls -la {internal}/ {internal}/bind/"), t7),
        (editor("str_replace", f"{root}/{internal}/bind/DefaultDateTypeAdapter.java",
                old_str="import com.google.gson.internal.JavaVersion;\nimport com.google.gson.internal.PreJava9DateFormatProvider;\n",
                new_str="import com.google.gson.internal.JavaVersion;\n"), t8),
        (bash("mvn -o -B -pl gson -DskipTests compile 2>&1 | tail -30"), t9),
        (bash("git status"), t10),
    ]
    rs.add(task="swe", tid="h23-swe-01", system=OH_SYSTEM.format(root=root), turns=turns,
           state=("Repository google/gson at /workspace/google__gson (branch main, clean, JDK 17, Maven 3.9.6). Issue #2630: "
                  "`com.google.gson.internal.PreJava9DateFormatProvider` is only used by the two date adapters; move it into "
                  "`com.google.gson.internal.bind` (keep the history with git mv) and make it package-private."),
           bad=True, turn=8, kind="a file moved away with git mv is still listed at its old location")


def prog(marks: str, width: int = 80) -> str:
    """A pytest -q progress line."""
    return marks + " " * (width - len(marks) - 6) + "[100%]"


def dstat(rows: list[tuple[str, int, int]]) -> str:
    """`git diff --stat` for (path, insertions, deletions) rows."""
    w = max(len(p) for p, _, _ in rows)
    k = max(len(str(a + d)) for _, a, d in rows)
    out = [f" {p:<{w}} | {a + d:>{k}} {'+' * a}{'-' * d}" for p, a, d in rows]
    ins, dels = sum(r[1] for r in rows), sum(r[2] for r in rows)
    parts = [f" {len(rows)} file{'s' if len(rows) != 1 else ''} changed"]
    if ins:
        parts.append(f"{ins} insertion{'s' if ins != 1 else ''}(+)")
    if dels:
        parts.append(f"{dels} deletion{'s' if dels != 1 else ''}(-)")
    return "\n".join(out + [", ".join(parts)])


def diffcount(a: str, b: str) -> tuple[int, int]:
    """(insertions, deletions) between two texts, as git would count them."""
    ins = dels = 0
    for ln in difflib.unified_diff(a.split("\n"), b.split("\n"), lineterm="", n=0):
        if ln.startswith("+") and not ln.startswith("+++"):
            ins += 1
        elif ln.startswith("-") and not ln.startswith("---"):
            dels += 1
    return ins, dels


def tabs(text: str) -> str:
    """Turn each leading group of four spaces into a tab (for tab-indented sources)."""
    out = []
    for ln in text.split("\n"):
        n = len(ln) - len(ln.lstrip(" "))
        out.append("\t" * (n // 4) + " " * (n % 4) + ln[n:])
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------------------
# h23-swe-02  Gemini CLI, Python (Flask): add a PATCH endpoint (clean)
# ---------------------------------------------------------------------------------------------------------

TODO_API = '''from flask import Blueprint, jsonify, request

from .db import db
from .models import Todo

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.get("/todos")
def list_todos():
    q = db.select(Todo).order_by(Todo.created_at.desc())
    if request.args.get("done") is not None:
        q = q.where(Todo.done == (request.args["done"] == "1"))
    todos = db.session.scalars(q).all()
    return jsonify([t.to_dict() for t in todos])


@bp.post("/todos")
def create_todo():
    data = request.get_json(silent=True) or {}
    title = (data.get("title") or "").strip()
    if not title:
        return jsonify(error="title is required"), 400
    todo = Todo(title=title)
    db.session.add(todo)
    db.session.commit()
    return jsonify(todo.to_dict()), 201


@bp.get("/todos/<int:todo_id>")
def get_todo(todo_id):
    todo = db.get_or_404(Todo, todo_id)
    return jsonify(todo.to_dict())


@bp.delete("/todos/<int:todo_id>")
def delete_todo(todo_id):
    todo = db.get_or_404(Todo, todo_id)
    db.session.delete(todo)
    db.session.commit()
    return "", 204
'''

TODO_PATCH = '''


@bp.patch("/todos/<int:todo_id>")
def update_todo(todo_id):
    todo = db.session.get(Todo, todo_id)
    data = request.get_json(silent=True) or {}
    if "title" in data:
        title = (data["title"] or "").strip()
        if not title:
            return jsonify(error="title is required"), 400
        todo.title = title
    if "done" in data:
        todo.done = bool(data["done"])
    db.session.commit()
    return jsonify(todo.to_dict())'''

TODO_TESTS = '''import pytest


@pytest.fixture
def todo_id(client):
    resp = client.post("/api/todos", json={"title": "write report"})
    assert resp.status_code == 201
    return resp.get_json()["id"]


def test_patch_marks_done(client, todo_id):
    resp = client.patch(f"/api/todos/{todo_id}", json={"done": True})
    assert resp.status_code == 200
    assert resp.get_json()["done"] is True


def test_patch_renames(client, todo_id):
    resp = client.patch(f"/api/todos/{todo_id}", json={"title": "  write final report "})
    assert resp.status_code == 200
    assert resp.get_json()["title"] == "write final report"


def test_patch_rejects_blank_title(client, todo_id):
    resp = client.patch(f"/api/todos/{todo_id}", json={"title": "   "})
    assert resp.status_code == 400
    assert client.get(f"/api/todos/{todo_id}").get_json()["title"] == "write report"


def test_patch_missing_404(client):
    resp = client.patch("/api/todos/999", json={"done": True})
    assert resp.status_code == 404
'''


def t02(rs: RowSet) -> None:
    root = "/home/dev/todo-service"
    api = f"{root}/todo/api.py"
    tests = f"{root}/tests/test_api_patch.py"
    anchor = '''@bp.get("/todos/<int:todo_id>")
def get_todo(todo_id):
    todo = db.get_or_404(Todo, todo_id)
    return jsonify(todo.to_dict())'''
    api_v1 = TODO_API.replace(anchor, anchor + TODO_PATCH)
    api_v2 = api_v1.replace("    todo = db.session.get(Todo, todo_id)\n", "    todo = db.get_or_404(Todo, todo_id)\n")
    site = f"{root}/.venv/lib/python3.12/site-packages/flask/app.py"
    done_ln = line_no(api_v1, "todo.done = bool(")
    t_ln = line_no(TODO_TESTS, "assert resp.status_code == 404")
    fail = prog("." * 14 + "F" + "." * 7) + f'''
=================================== FAILURES ===================================
____________________________ test_patch_missing_404 ____________________________

client = <FlaskClient <Flask 'todo'>>

    def test_patch_missing_404(client):
        resp = client.patch("/api/todos/999", json={{"done": True}})
>       assert resp.status_code == 404
E       assert 500 == 404
E        +  where 500 = <WrapperTestResponse streamed [500 INTERNAL SERVER ERROR]>.status_code

tests/test_api_patch.py:{t_ln}: AssertionError
------------------------------ Captured log call -------------------------------
ERROR    todo:app.py:838 Exception on /api/todos/999 [PATCH]
Traceback (most recent call last):
  File "{site}", line 1473, in wsgi_app
    response = self.full_dispatch_request()
               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "{site}", line 882, in full_dispatch_request
    rv = self.handle_user_exception(e)
         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "{site}", line 880, in full_dispatch_request
    rv = self.dispatch_request()
         ^^^^^^^^^^^^^^^^^^^^^^^
  File "{site}", line 865, in dispatch_request
    return self.ensure_sync(self.view_functions[rule.endpoint])(**view_args)  # type: ignore[no-any-return]
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "{api}", line {done_ln}, in update_todo
    todo.done = bool(data["done"])
    ^^^^^^^^^
AttributeError: 'NoneType' object has no attribute 'done'
=========================== short test summary info ============================
FAILED tests/test_api_patch.py::test_patch_missing_404 - assert 500 == 404
1 failed, 21 passed in 0.61s'''
    added = len(TODO_PATCH.split("\n")) - 1 + len(TODO_TESTS.split("\n")) - 1
    routes = '''Endpoint         Methods  Rule
---------------  -------  ------------------------
api.create_todo  POST     /api/todos
api.delete_todo  DELETE   /api/todos/<int:todo_id>
api.get_todo     GET      /api/todos/<int:todo_id>
api.list_todos   GET      /api/todos
api.update_todo  PATCH    /api/todos/<int:todo_id>
index            GET      /
static           GET      /static/<path:filename>'''
    routes_sorted = '''Endpoint         Methods  Rule
---------------  -------  ------------------------
index            GET      /
api.list_todos   GET      /api/todos
api.create_todo  POST     /api/todos
api.get_todo     GET      /api/todos/<int:todo_id>
api.update_todo  PATCH    /api/todos/<int:todo_id>
api.delete_todo  DELETE   /api/todos/<int:todo_id>
static           GET      /static/<path:filename>'''
    ccmd = 'git add todo/api.py tests/test_api_patch.py && git commit -m "Add PATCH /api/todos/<id> to update title and done flag" && git log -3 --format="%h %s (%cr)"'
    commit = f'''[feat/patch-todo 9c41e7a] Add PATCH /api/todos/<id> to update title and done flag
 2 files changed, {added} insertions(+)
 create mode 100644 tests/test_api_patch.py
9c41e7a Add PATCH /api/todos/<id> to update title and done flag (1 second ago)
3f0d2b1 Add ?done= filter to the list endpoint (3 days ago)
a7c93e4 Initial todo API with create/get/delete (5 days ago)'''
    turns = [
        (call("list_directory", path=root),
         gdir(root, ["migrations", "tests", "todo"], [".flaskenv", ".gitignore", "README.md", "pyproject.toml", "requirements-dev.txt"])),
        (call("read_file", absolute_path=api), TODO_API),
        (gshell(".venv/bin/pytest -q", "Run the test suite before changing anything"),
         gem_run(".venv/bin/pytest -q", prog("." * 18) + "\n18 passed in 0.52s", pgid=51872)),
        (call("replace", file_path=api, old_string=anchor, new_string=anchor + TODO_PATCH, expected_replacements=1),
         ok_replace(api)),
        (call("write_file", file_path=tests, content=TODO_TESTS), ok_new(tests)),
        (gshell(".venv/bin/pytest -q", "Run the tests including the new PATCH tests"),
         gem_run(".venv/bin/pytest -q", fail, code=1, pgid=51990)),
        (call("replace", file_path=api, old_string='''def update_todo(todo_id):
    todo = db.session.get(Todo, todo_id)''', new_string='''def update_todo(todo_id):
    todo = db.get_or_404(Todo, todo_id)'''), ok_replace(api)),
        (gshell(".venv/bin/pytest -q", "Re-run the tests after returning 404 for unknown ids"),
         gem_run(".venv/bin/pytest -q", prog("." * 22) + "\n22 passed in 0.49s", pgid=52107)),
        (gshell(".venv/bin/flask --app todo routes && .venv/bin/flask --app todo routes --sort rule",
                "List the registered routes, sorted by endpoint (default) and by rule"),
         gem_run(".venv/bin/flask --app todo routes && .venv/bin/flask --app todo routes --sort rule", routes + "\n" + routes_sorted, pgid=52131)),
        (gshell(ccmd, "Commit the endpoint and its tests, then show the recent history"), gem_run(ccmd, commit, pgid=52188)),
        (gshell('git status -sb && git log -1 --format="%h %s (%cr)"', "Check the tree is clean and the commit is on the branch"),
         gem_run('git status -sb && git log -1 --format="%h %s (%cr)"', "## feat/patch-todo\n9c41e7a Add PATCH /api/todos/<id> to update title and done flag (2 minutes ago)", pgid=52240)),
    ]
    assert api_v2.count("db.get_or_404") == 3
    rs.add(task="swe", tid="h23-swe-02", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=("Flask 3.0 todo service in /home/dev/todo-service (Python 3.12 venv in .venv, SQLite via Flask-SQLAlchemy), "
                  "branch feat/patch-todo checked out, working tree clean. Task: add `PATCH /api/todos/<id>` that can change "
                  "`title` and/or `done`, answers 404 for unknown ids and 400 for a blank title, with tests."),
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-03  OpenHands, TypeScript (Vite + React + Vitest): locale-aware currency formatting (clean)
# ---------------------------------------------------------------------------------------------------------

FMT_TS = '''const DEFAULT_LOCALE = "en-US";

export function formatCurrency(value: number, currency = "USD"): string {
  return "$" + value.toFixed(2).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ",");
}

export function formatPercent(value: number, digits = 1): string {
  return `${(value * 100).toFixed(digits)}%`;
}

export function formatCompact(value: number): string {
  return new Intl.NumberFormat(DEFAULT_LOCALE, {
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(value);
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return d.toLocaleDateString(DEFAULT_LOCALE, { year: "numeric", month: "short", day: "numeric" });
}
'''

FMT_TEST = '''import { describe, expect, it } from "vitest";
import { formatCompact, formatCurrency, formatDate, formatPercent } from "./format";

describe("formatCurrency", () => {
  it("formats whole dollars", () => {
    expect(formatCurrency(1200)).toBe("$1,200.00");
  });

  it("rounds to cents", () => {
    expect(formatCurrency(19.999)).toBe("$20.00");
  });
});

describe("formatPercent", () => {
  it("uses one decimal by default", () => {
    expect(formatPercent(0.1234)).toBe("12.3%");
  });

  it("accepts a digit count", () => {
    expect(formatPercent(0.5, 0)).toBe("50%");
  });
});

describe("formatCompact", () => {
  it("abbreviates thousands", () => {
    expect(formatCompact(15300)).toBe("15.3K");
  });

  it("abbreviates millions", () => {
    expect(formatCompact(2_450_000)).toBe("2.5M");
  });
});

describe("formatDate", () => {
  it("renders a short month", () => {
    expect(formatDate("2024-03-09T12:00:00Z")).toBe("Mar 9, 2024");
  });

  it("keeps the year", () => {
    expect(formatDate("1999-12-31T12:00:00Z")).toBe("Dec 31, 1999");
  });
});
'''

FMT_NEW_TESTS = '''
  it("puts the minus sign before the symbol", () => {
    expect(formatCurrency(-1234.5)).toBe("-$1,234.50");
  });

  it("honours the currency code", () => {
    expect(formatCurrency(99, "EUR")).toBe("€99.00");
  });

  it("formats for another locale", () => {
    expect(formatCurrency(1234.5, "GBP", "en-GB")).toBe("£1,234.50");
  });'''


def t03(rs: RowSet) -> None:
    root = "/workspace/acme-dashboard"
    fmt = f"{root}/src/utils/format.ts"
    tst = f"{root}/src/utils/format.test.ts"
    old_fn = '''export function formatCurrency(value: number, currency = "USD"): string {
  return "$" + value.toFixed(2).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ",");
}'''
    new_fn = '''export function formatCurrency(value: number, currency = "USD", locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(value);
}'''
    fmt2 = FMT_TS.replace(old_fn, new_fn)
    assert fmt2 != FMT_TS
    lines = FMT_TEST.split("\n")
    tst2 = "\n".join(lines[:11] + FMT_NEW_TESTS.split("\n") + lines[11:])
    n_new = len(FMT_NEW_TESTS.split("\n"))
    vit1 = f''' RUN  v1.6.0 {root}

 ✓ src/utils/format.test.ts  (8 tests) 9ms
 ✓ src/api/client.test.ts  (2 tests) 14ms
 ✓ src/components/RevenueCard.test.tsx  (4 tests) 61ms

 Test Files  3 passed (3)
      Tests  14 passed (14)
   Start at  14:02:37
   Duration  1.84s (transform 148ms, setup 0ms, collect 412ms, tests 84ms, environment 903ms, prepare 402ms)
'''
    vit2 = f''' RUN  v1.6.0 {root}
      Coverage enabled with v8

 ✓ src/utils/format.test.ts  (11 tests) 12ms
 ✓ src/api/client.test.ts  (2 tests) 15ms
 ✓ src/components/RevenueCard.test.tsx  (4 tests) 58ms

 Test Files  3 passed (3)
      Tests  17 passed (17)
   Start at  14:04:10
   Duration  2.31s (transform 171ms, setup 0ms, collect 455ms, tests 85ms, environment 921ms, prepare 388ms)

 % Coverage report from v8
-----------------------|---------|----------|---------|---------|-------------------
File                   | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s
-----------------------|---------|----------|---------|---------|-------------------
All files              |   91.78 |    84.61 |    92.3 |   91.78 |
 api                   |   82.35 |       75 |     100 |   82.35 |
  client.ts            |   82.35 |       75 |     100 |   82.35 | 21-23
 components            |   91.66 |    85.71 |   83.33 |   91.66 |
  RevenueCard.tsx      |   91.66 |    85.71 |   83.33 |   91.66 | 38-40
 utils                 |     100 |      100 |     100 |     100 |
  format.ts            |     100 |      100 |     100 |     100 |
-----------------------|---------|----------|---------|---------|-------------------
'''
    old_dist = '''dist:
total 20
drwxr-xr-x 3 root root 4096 May 20 17:48 .
drwxr-xr-x 9 root root 4096 Jun  3 13:58 ..
drwxr-xr-x 2 root root 4096 May 20 17:48 assets
-rw-r--r-- 1 root root  463 May 20 17:48 index.html
-rw-r--r-- 1 root root 1497 May 20 17:48 vite.svg

dist/assets:
total 160
drwxr-xr-x 2 root root   4096 May 20 17:48 .
drwxr-xr-x 3 root root   4096 May 20 17:48 ..
-rw-r--r-- 1 root root 148512 May 20 17:48 index-BfXz3k9a.js
-rw-r--r-- 1 root root   4118 May 20 17:48 index-DiwrgTda.css'''
    build = '''
> acme-dashboard@0.4.2 build
> tsc -b && vite build

vite v5.2.11 building for production...
transforming...
✓ 87 modules transformed.
rendering chunks...
computing gzip size...
dist/index.html                   0.46 kB │ gzip:  0.30 kB
dist/assets/index-DiwrgTda.css    4.12 kB │ gzip:  1.39 kB
dist/assets/index-C8mW2Lq1.js   148.73 kB │ gzip: 47.92 kB
✓ built in 1.62s'''
    new_dist = '''dist:
total 20
drwxr-xr-x 3 root root 4096 Jun  3 14:05 .
drwxr-xr-x 9 root root 4096 Jun  3 13:58 ..
drwxr-xr-x 2 root root 4096 Jun  3 14:05 assets
-rw-r--r-- 1 root root  463 Jun  3 14:05 index.html
-rw-r--r-- 1 root root 1497 Jun  3 14:05 vite.svg

dist/assets:
total 160
drwxr-xr-x 2 root root   4096 Jun  3 14:05 .
drwxr-xr-x 3 root root   4096 Jun  3 14:05 ..
-rw-r--r-- 1 root root 148731 Jun  3 14:05 index-C8mW2Lq1.js
-rw-r--r-- 1 root root   4118 Jun  3 14:05 index-DiwrgTda.css
<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/vite.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Acme Dashboard</title>
    <script type="module" crossorigin src="/assets/index-C8mW2Lq1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-DiwrgTda.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>'''
    diffstat = f''' src/utils/format.test.ts | {n_new} {"+" * n_new}
 src/utils/format.ts      |  4 ++--
 2 files changed, {n_new + 2} insertions(+), 2 deletions(-)'''
    turns = [
        (editor("view", fmt), cat_n(fmt, FMT_TS[:-1])),
        (bash(f"cd {root} && npx vitest run && ls -la dist dist/assets"), oh_bash(vit1 + "\n" + old_dist, root)),
        (editor("str_replace", fmt, old_str=old_fn, new_str=new_fn), edited(fmt, window(fmt2, 1, 7), 1)),
        (editor("insert", tst, insert_line=11, new_str=FMT_NEW_TESTS),
         edited(tst, window(tst2, 6, 11 + n_new + 3), 6)),
        (bash("npx vitest run --coverage"), oh_bash(vit2, root)),
        (bash("npm run build && ls -la dist dist/assets && cat dist/index.html"),
         oh_bash(build + "\n" + new_dist, root)),
        (bash("git status --short && git diff --stat"),
         oh_bash(" M src/utils/format.test.ts\n M src/utils/format.ts\n" + diffstat, root)),
        (bash("git diff src/utils/format.ts"), oh_bash(f'''diff --git a/src/utils/format.ts b/src/utils/format.ts
index 4e0c1a9..b73d5f2 100644
--- a/src/utils/format.ts
+++ b/src/utils/format.ts
@@ -1,7 +1,7 @@
 const DEFAULT_LOCALE = "en-US";
 
-{old_fn.split(chr(10))[0]}
-{old_fn.split(chr(10))[1]}
+{new_fn.split(chr(10))[0]}
+{new_fn.split(chr(10))[1]}
 }}
 
 export function formatPercent(value: number, digits = 1): string {{''', root)),
    ]
    rs.add(task="swe", tid="h23-swe-03", system=OH_SYSTEM.format(root=root), turns=turns,
           state=("React 18 + Vite 5 dashboard at /workspace/acme-dashboard (Node 20, Vitest 1.6), branch main. Bug DASH-212: "
                  "`formatCurrency` ignores its currency argument and renders negative amounts as `$-1,234.50`. Use "
                  "Intl.NumberFormat, keep the USD default, add tests, and make sure the production build still works. "
                  "dist/ is git-ignored and still holds the build from May 20."),
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-04  OpenHands, Python (marshmallow): exclusive upper bound message
# ---------------------------------------------------------------------------------------------------------

MM_RANGE = '''class Range(Validator):
    """Validator which succeeds if the value passed to it is within the specified
    range. If ``min`` is not specified, or is specified as `None`,
    no lower bound exists. If ``max`` is not specified, or is specified as `None`,
    no upper bound exists. The inclusivity of the bounds (if they exist) is configurable.
    If ``min_inclusive`` is not specified, or is specified as `True`, then
    the ``min`` bound is included in the range. If ``max_inclusive`` is not specified,
    or is specified as `True`, then the ``max`` bound is included in the range.

    :param min: The minimum value (lower bound). If not provided, minimum
        value will not be checked.
    :param max: The maximum value (upper bound). If not provided, maximum
        value will not be checked.
    :param min_inclusive: Whether the `min` bound is included in the range.
    :param max_inclusive: Whether the `max` bound is included in the range.
    :param error: Error message to raise in case of a validation error.
        Can be interpolated with `{input}`, `{min}` and `{max}`.
    """

    message_min = "Must be {min_op} {{min}}."
    message_max = "Must be {max_op} {{max}}."
    message_all = "Must be {min_op} {{min}} and {max_op} {{max}}."

    message_gte = "greater than or equal to"
    message_gt = "greater than"
    message_lte = "less than or equal to"
    message_lt = "less than"

    def __init__(
        self,
        min=None,
        max=None,
        *,
        min_inclusive: bool = True,
        max_inclusive: bool = True,
        error: str | None = None,
    ):
        self.min = min
        self.max = max
        self.error = error
        self.min_inclusive = min_inclusive
        self.max_inclusive = max_inclusive

        # interpolate messages based on bound inclusivity
        self.message_min = self.message_min.format(
            min_op=self.message_gte if self.min_inclusive else self.message_gt
        )
        self.message_max = self.message_max.format(
            max_op=self.message_lte if self.max_inclusive else self.message_gt
        )
        self.message_all = self.message_all.format(
            min_op=self.message_gte if self.min_inclusive else self.message_gt,
            max_op=self.message_lte if self.max_inclusive else self.message_gt,
        )

    def _repr_args(self) -> str:
        return f"min={self.min!r}, max={self.max!r}, min_inclusive={self.min_inclusive!r}, max_inclusive={self.max_inclusive!r}"

    def _format_error(self, value: _T, message: str) -> str:
        return (self.error or message).format(input=value, min=self.min, max=self.max)

    def __call__(self, value: _T) -> _T:
        if self.min is not None and (
            value < self.min if self.min_inclusive else value <= self.min
        ):
            message = self.message_min if self.max is None else self.message_all
            raise ValidationError(self._format_error(value, message))

        if self.max is not None and (
            value > self.max if self.max_inclusive else value >= self.max
        ):
            message = self.message_max if self.min is None else self.message_all
            raise ValidationError(self._format_error(value, message))

        return value
'''


def t04(rs: RowSet) -> None:
    root = "/workspace/marshmallow-code__marshmallow"
    path = f"{root}/src/marshmallow/validate.py"
    first = 281
    full = "\n" * (first - 1) + MM_RANGE  # line numbers of the real file
    old_max = "            max_op=self.message_lte if self.max_inclusive else self.message_gt\n"
    new_max = "            max_op=self.message_lte if self.max_inclusive else self.message_lt\n"
    old_all = "            max_op=self.message_lte if self.max_inclusive else self.message_gt,\n"
    new_all = "            max_op=self.message_lte if self.max_inclusive else self.message_lt,\n"
    v1 = full.replace(old_max, new_max)
    v2 = v1.replace(old_all, new_all)
    assert v1 != full and v2 != v1
    grep = "\n".join(f"{i}:{ln}" for i, ln in enumerate(full.split("\n"), 1)
                     if "message_gt" in ln or "message_lt" in ln)
    mx = line_no(full, "self.message_max = self.message_max.format(")
    al = line_no(full, "self.message_all = self.message_all.format(")
    # the view after both edits: the message_max line reads back as before the edit of turn 3
    drift = v2.replace(new_max, old_max)
    repro = '''from marshmallow import validate, ValidationError
for v in (validate.Range(max=10, max_inclusive=False), validate.Range(0, 10, max_inclusive=False),
          validate.Range(min=0, min_inclusive=False)):
    for x in (10, -1, 0):
        try:
            v(x)
        except ValidationError as e:
            print(repr(v), x, e.messages)'''
    before = '''<Range(min=None, max=10, min_inclusive=True, max_inclusive=False, error=None)> 10 ['Must be greater than 10.']
<Range(min=0, max=10, min_inclusive=True, max_inclusive=False, error=None)> 10 ['Must be greater than or equal to 0 and greater than 10.']
<Range(min=0, max=10, min_inclusive=True, max_inclusive=False, error=None)> -1 ['Must be greater than or equal to 0 and greater than 10.']
<Range(min=0, max=None, min_inclusive=False, max_inclusive=True, error=None)> -1 ['Must be greater than 0.']
<Range(min=0, max=None, min_inclusive=False, max_inclusive=True, error=None)> 0 ['Must be greater than 0.']'''
    after = before.replace("Must be greater than 10.", "Must be less than 10.").replace(
        "and greater than 10.", "and less than 10.")
    diff = f'''diff --git a/src/marshmallow/validate.py b/src/marshmallow/validate.py
index 1f3b0c2..8d41a7e 100644
--- a/src/marshmallow/validate.py
+++ b/src/marshmallow/validate.py
@@ -{mx - 2},11 +{mx - 2},11 @@ class Range(Validator):
{chr(10).join(" " + ln if ln else "" for ln in window(full, mx - 2, mx).split(chr(10)))}
-{old_max.rstrip(chr(10))}
+{new_max.rstrip(chr(10))}
         )
         self.message_all = self.message_all.format(
             min_op=self.message_gte if self.min_inclusive else self.message_gt,
-{old_all.rstrip(chr(10))}
+{new_all.rstrip(chr(10))}
         )
 
     def _repr_args(self) -> str:'''
    turns = [
        (bash(f'cd {root} && grep -n "message_gt\\|message_lt" src/marshmallow/validate.py'), oh_bash(grep, root)),
        (editor("view", path, view_range=[first, first + 74]), cat_n(path, window(full, first, first + 74), first)),
        (bash(f"python - <<'EOF'\n{repro}\nEOF"), oh_bash(before, root)),
        (editor("str_replace", path, old_str=old_max + "        )", new_str=new_max + "        )"),
         edited(path, window(v1, mx - 4, mx + 6), mx - 4)),
        (editor("str_replace", path, old_str=old_all.rstrip("\n"), new_str=new_all.rstrip("\n")),
         edited(path, window(v2, al - 2, al + 7), al - 2)),
        (editor("view", path, view_range=[mx - 6, al + 10]), cat_n(path, window(drift, mx - 6, al + 10), mx - 6)),
        (bash(f"python - <<'EOF'\n{repro}\nEOF"), oh_bash(after, root)),
        (bash("python -m pytest tests/test_validate.py -q -k range"),
         oh_bash(prog("." * 23) + "\n23 passed, 218 deselected in 0.27s", root)),
        (bash("git diff"), oh_bash(diff, root)),
    ]
    rs.add(task="swe", tid="h23-swe-04", system=OH_SYSTEM.format(root=root), turns=turns,
           state=("marshmallow 3.21.1 checked out at /workspace/marshmallow-code__marshmallow (editable install in the testbed env). "
                  "Issue #2254: `validate.Range(max=10, max_inclusive=False)` rejects 10 with 'Must be greater than 10.' -- "
                  "the exclusive upper bound message uses the wrong operator word."),
           bad=True, turn=6, kind="a line fixed by an earlier str_replace reads back unedited in a later view")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-05  Gemini CLI, TypeScript (a small cron parser tested with uvu)
# ---------------------------------------------------------------------------------------------------------

CRON_CONST = '''export type FieldName = "minute" | "hour" | "dayOfMonth" | "month" | "dayOfWeek";

export interface FieldRange {
  min: number;
  max: number;
}

export const FIELD_RANGES: Record<FieldName, FieldRange> = {
  minute: { min: 0, max: 59 },
  hour: { min: 0, max: 23 },
  dayOfMonth: { min: 1, max: 31 },
  month: { min: 1, max: 12 },
  dayOfWeek: { min: 0, max: 6 },
};

export const FIELD_ORDER: FieldName[] = ["minute", "hour", "dayOfMonth", "month", "dayOfWeek"];

export const MONTH_NAMES = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
export const DAY_NAMES = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"];

/** How far `next()` searches before giving up on an expression that never fires (e.g. 30 Feb). */
export const MAX_LOOKAHEAD_YEARS = 8;
'''

CRON_PARSE = '''import { DAY_NAMES, FIELD_ORDER, FIELD_RANGES, MONTH_NAMES, type FieldName } from "./constants";

export class CronSyntaxError extends Error {
  constructor(message: string, public readonly field: FieldName) {
    super(`${field}: ${message}`);
    this.name = "CronSyntaxError";
  }
}

const ALIASES: Partial<Record<FieldName, string[]>> = {
  month: MONTH_NAMES,
  dayOfWeek: DAY_NAMES,
};

function toNumber(token: string, field: FieldName): number {
  const names = ALIASES[field];
  if (names) {
    const idx = names.indexOf(token.toUpperCase());
    if (idx !== -1) return field === "month" ? idx + 1 : idx;
  }
  if (!/^\\d+$/.test(token)) throw new CronSyntaxError(`invalid value "${token}"`, field);
  return Number(token);
}

export function parseField(expr: string, field: FieldName): number[] {
  const { min, max } = FIELD_RANGES[field];
  const out = new Set<number>();
  for (const part of expr.split(",")) {
    const [rangePart, stepPart] = part.split("/");
    const step = stepPart === undefined ? 1 : Number(stepPart);
    if (!Number.isInteger(step) || step < 1) throw new CronSyntaxError(`invalid step "${stepPart}"`, field);
    let lo: number;
    let hi: number;
    if (rangePart === "*") {
      lo = min;
      hi = max;
    } else if (rangePart.includes("-")) {
      const [a, b] = rangePart.split("-");
      lo = toNumber(a, field);
      hi = toNumber(b, field);
    } else {
      lo = toNumber(rangePart, field);
      hi = stepPart === undefined ? lo : max;
    }
    if (lo < min || hi > max || lo > hi) {
      throw new CronSyntaxError(`${rangePart} is outside ${min}-${max}`, field);
    }
    for (let v = lo; v <= hi; v += step) out.add(v);
  }
  return [...out].sort((a, b) => a - b);
}

export interface CronSchedule {
  minute: number[];
  hour: number[];
  dayOfMonth: number[];
  month: number[];
  dayOfWeek: number[];
  /** true when both day fields are restricted: cron then fires when EITHER matches */
  dayOr: boolean;
}

export function parse(expression: string): CronSchedule {
  const parts = expression.trim().split(/\\s+/);
  if (parts.length !== 5) {
    throw new CronSyntaxError(`expected 5 fields, got ${parts.length}`, "minute");
  }
  const fields = Object.fromEntries(FIELD_ORDER.map((f, i) => [f, parseField(parts[i], f)]));
  return { ...(fields as Omit<CronSchedule, "dayOr">), dayOr: parts[2] !== "*" && parts[4] !== "*" };
}
'''

CRON_TEST = '''import { test } from "uvu";
import * as assert from "uvu/assert";
import { parseField } from "../src/parse";

test("7 is Sunday", () => {
  assert.equal(parseField("7", "dayOfWeek"), [0]);
});

test("5-7 covers Friday to Sunday", () => {
  assert.equal(parseField("5-7", "dayOfWeek"), [0, 5, 6]);
});

test("* still yields seven days", () => {
  assert.equal(parseField("*", "dayOfWeek"), [0, 1, 2, 3, 4, 5, 6]);
});

test("8 is rejected", () => {
  assert.throws(() => parseField("8", "dayOfWeek"), /outside 0-7/);
});

test.run();
'''


def t05(rs: RowSet) -> None:
    root = "/home/mika/src/cronkit"
    const = f"{root}/src/constants.ts"
    parse = f"{root}/src/parse.ts"
    test = f"{root}/test/dow.test.ts"
    nxt_hits = [("src/next.ts", 27, "  const dowOk = schedule.dayOfWeek.includes(d.getUTCDay());"),
                ("src/next.ts", 41, "      if (!schedule.dayOfWeek.includes(d.getUTCDay()) && !schedule.dayOr) {")]
    hits = (ghits("src/constants.ts", CRON_CONST, "dayOfWeek") + nxt_hits + ghits("src/parse.ts", CRON_PARSE, "dayOfWeek"))
    drifted = [(f, n, ln.replace("max: 6", "max: 7")) for f, n, ln in hits]
    old_ret = "  return [...out].sort((a, b) => a - b);\n}"
    new_ret = '  if (field === "dayOfWeek" && out.delete(7)) out.add(0); // 7 is an alias for Sunday\n' + old_ret
    uvu = '''
> cronkit@0.3.1 test
> uvu -r tsm test

dow.test.ts
• • • •   (4 / 4)
fields.test.ts
• • • • • • • • • • • • • •   (14 / 14)
next.test.ts
• • • • • • • • • • • •   (12 / 12)
parse.test.ts
• • • • • • • •   (8 / 8)

  Total:     38
  Passed:    38
  Skipped:   0
  Duration:  58.62ms
'''
    st = ''' M src/constants.ts
 M src/parse.ts
?? test/dow.test.ts
 src/constants.ts | 2 +-
 src/parse.ts     | 1 +
 2 files changed, 2 insertions(+), 1 deletion(-)'''
    turns = [
        (call("read_file", absolute_path=const), CRON_CONST),
        (call("read_file", absolute_path=parse), CRON_PARSE),
        (call("search_file_content", pattern="dayOfWeek", include="src/**/*.ts"),
         gsearch("dayOfWeek", drifted, path=".", include="src/**/*.ts")),
        (call("replace", file_path=const, old_string="  dayOfWeek: { min: 0, max: 6 },", new_string="  dayOfWeek: { min: 0, max: 7 },"),
         ok_replace(const)),
        (call("replace", file_path=parse, old_string=old_ret, new_string=new_ret), ok_replace(parse)),
        (call("write_file", file_path=test, content=CRON_TEST), ok_new(test)),
        (gshell("npm test", "Run the uvu test suite"), gem_run("npm test", uvu, pgid=88312)),
        (gshell("npx tsc --noEmit && git status --short && git diff --stat", "Type-check and summarise the changes"),
         gem_run("npx tsc --noEmit && git status --short && git diff --stat", st, pgid=88407)),
    ]
    rs.add(task="swe", tid="h23-swe-05", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=("cronkit 0.3.1, a dependency-free cron expression parser in TypeScript (uvu + tsm for tests, tsup for the build), "
                  "at /home/mika/src/cronkit, branch issue-41, clean. Issue #41: Vixie cron accepts 7 as Sunday in the "
                  "day-of-week field, cronkit rejects it with `dayOfWeek: 7 is outside 0-6`."),
           bad=True, turn=3, kind="a constants file line shows a different bound in a search than in the read just before, with no edit")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-06  OpenHands, Rust (tealdeer): dedupe `tldr --list` (clean)
# ---------------------------------------------------------------------------------------------------------

TLDR_LIST = '''    /// List all available pages in English for the specified platform(s).
    pub fn list_pages(
        &self,
        custom_pages_dir: Option<&Path>,
        platforms: &[PlatformType],
    ) -> Vec<String> {
        // Determine platforms directory and language
        let platforms_dir = self.pages_dir().join("pages");
        let platform_dirs: Vec<&'static str> = platforms
            .iter()
            .map(|p| Self::get_platform_dir(*p))
            .collect();

        // Closure that allows the WalkDir instance to traverse platform
        // specific and common page directories, but not others.
        let should_walk = |entry: &DirEntry| -> bool {
            let file_type = entry.file_type();
            let Some(file_name) = entry.file_name().to_str() else {
                return false;
            };
            if file_type.is_dir() {
                return file_name == "common" || platform_dirs.contains(&file_name);
            } else if file_type.is_file() {
                return true;
            }
            false
        };

        let to_stem = |entry: DirEntry| -> Option<String> {
            entry
                .path()
                .file_stem()
                .and_then(OsStr::to_str)
                .map(str::to_string)
        };

        // Recursively walk through common and (if applicable) the platform specific directory
        let mut pages = WalkDir::new(platforms_dir)
            .min_depth(1) // Skip root directory
            .into_iter()
            .filter_entry(|e| should_walk(e)) // Filter out pages for other architectures
            .filter_map(Result::ok) // Convert results to options, filter out errors
            .filter_map(|e| {
                let extension = e.path().extension().unwrap_or_default();
                if e.file_type().is_file() && extension == "md" {
                    to_stem(e)
                } else {
                    None
                }
            })
            .collect::<Vec<String>>();

        if let Some(custom_pages_dir) = custom_pages_dir {
            let is_page = |entry: &DirEntry| -> bool {
                let extension = entry.path().extension().unwrap_or_default();
                entry.file_type().is_file() && extension == "page"
            };

            let mut custom_pages = WalkDir::new(custom_pages_dir)
                .min_depth(1)
                .max_depth(1)
                .into_iter()
                .filter_entry(is_page)
                .filter_map(Result::ok)
                .filter_map(to_stem)
                .collect::<Vec<String>>();

            pages.append(&mut custom_pages);
        }

        pages.sort();
        pages
    }'''

TLDR_TESTS_TAIL = '''    #[test]
    fn test_page_lookup_result_iter_with_custom() {
        let lookup = PageLookupResult::with_page(PathBuf::from("test.page"))
            .with_custom_patch(Some(PathBuf::from("test.patch")));
        let mut iter = lookup.paths();
        assert_eq!(iter.next(), Some(Path::new("test.page")));
        assert_eq!(iter.next(), Some(Path::new("test.patch")));
        assert_eq!(iter.next(), None);
    }
}'''

TLDR_NEW_TEST = '''
    #[test]
    fn test_list_pages_dedups_common_and_platform() {
        let dir = tempfile::tempdir().unwrap();
        let pages = dir.path().join(TLDR_PAGES_DIR).join("pages");
        for sub in ["common", "linux", "osx"] {
            std::fs::create_dir_all(pages.join(sub)).unwrap();
        }
        std::fs::write(pages.join("common/tar.md"), "# tar").unwrap();
        std::fs::write(pages.join("linux/tar.md"), "# tar").unwrap();
        std::fs::write(pages.join("linux/Apt.md"), "# apt").unwrap();
        std::fs::write(pages.join("osx/brew.md"), "# brew").unwrap();
        let cache = Cache::new(dir.path());
        let list = cache.list_pages(None, &[PlatformType::Linux]);
        assert_eq!(list, vec!["Apt".to_string(), "tar".to_string()]);
    }'''

TLDR_TESTS = sorted([
    "cache::tests::test_page_lookup_result_iter_with_custom", "cache::tests::test_page_lookup_result_iter_no_custom",
    "cache::tests::test_get_platform_dir", "cache::tests::test_find_page_prefers_platform",
    "cache::tests::test_find_page_language_fallback", "cache::tests::test_list_pages_sorted",
    "config::tests::test_serialize_deserialize_raw_config", "config::tests::test_relative_path_resolution",
    "config::tests::test_auto_update_interval_default", "config::tests::test_tilde_expansion",
    "config::tests::test_style_parse", "formatter::tests::test_first_line_is_title",
    "formatter::tests::test_highlight_code_segments", "formatter::tests::test_description_block",
    "formatter::tests::test_empty_line_handling", "line_iterator::tests::test_first_line_old_format",
    "line_iterator::tests::test_first_line_new_format", "line_iterator::tests::test_multiple_examples",
    "line_iterator::tests::test_trailing_whitespace", "types::tests::test_platform_type_from_str",
    "types::tests::test_platform_type_display", "types::tests::test_color_options_default",
    "types::tests::test_path_source_display", "utils::tests::test_print_error_chain",
    "utils::tests::test_parse_lang_codes", "utils::tests::test_language_envvar_priority",
    "extensions::tests::test_find_first_word", "extensions::tests::test_prefix_stripping",
    "output::tests::test_print_page_plain", "output::tests::test_print_page_with_custom_patch",
    "output::tests::test_print_page_raw",
])


def cargo_tests(names: list[str], secs: str) -> str:
    body = "\n".join(f"test {n} ... ok" for n in names)
    return (f"\nrunning {len(names)} tests\n{body}\n\ntest result: ok. {len(names)} passed; 0 failed; 0 ignored; "
            f"0 measured; 0 filtered out; finished in {secs}s\n")


def t06(rs: RowSet) -> None:
    root = "/workspace/dbrgn__tealdeer"
    path = f"{root}/src/cache.rs"
    first = 186
    head = "\n" * (first - 1) + TLDR_LIST
    n_list = len(TLDR_LIST.split("\n"))
    tail_first = 393
    full = head + "\n" * (tail_first - first - n_list + 1) + TLDR_TESTS_TAIL + "\n"
    agent_sort = "        pages.sort_unstable_by(|a, b| a.to_ascii_lowercase().cmp(&b.to_ascii_lowercase()).then_with(|| a.cmp(b)));\n        pages.dedup();"
    assert len(agent_sort.split("\n")[0]) > 100
    fmt_sort = '''        pages.sort_unstable_by(|a, b| {
            a.to_ascii_lowercase()
                .cmp(&b.to_ascii_lowercase())
                .then_with(|| a.cmp(b))
        });
        pages.dedup();'''
    v1 = full.replace("        pages.sort();", agent_sort)
    sort_ln = line_no(v1, "pages.sort_unstable_by")
    end_ln = len(v1.rstrip("\n").split("\n"))  # the closing brace of mod tests
    ins_at = end_ln - 1
    lines = v1.rstrip("\n").split("\n")
    v2 = "\n".join(lines[:ins_at] + TLDR_NEW_TEST.split("\n") + lines[ins_at:]) + "\n"
    n_test = len(TLDR_NEW_TEST.split("\n"))
    ins_tot = len(fmt_sort.split("\n")) + n_test
    bin_hash = "tldr-4c1f0d2a9e8b7a61"
    t2 = (f"   Compiling tealdeer v1.6.1 ({root})\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 9.84s\n"
          f"     Running unittests src/main.rs (target/debug/deps/{bin_hash})\n" + cargo_tests(TLDR_TESTS, "0.04"))
    names2 = sorted(TLDR_TESTS + ["cache::tests::test_list_pages_dedups_common_and_platform"])
    t7 = (f"   Compiling tealdeer v1.6.1 ({root})\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 4.27s\n"
          f"     Running unittests src/main.rs (target/debug/deps/{bin_hash})\n" + cargo_tests(names2, "0.06"))
    diff_hunk1_start = sort_ln - 3
    diff = f'''diff --git a/src/cache.rs b/src/cache.rs
index 6d0e4b1..a93f27c 100644
--- a/src/cache.rs
+++ b/src/cache.rs
@@ -{diff_hunk1_start},7 +{diff_hunk1_start},12 @@ impl Cache {{
             pages.append(&mut custom_pages);
         }}
 
-        pages.sort();
{chr(10).join("+" + ln for ln in fmt_sort.split(chr(10)))}
         pages
     }}
 
@@ -{ins_at - 3},4 +{ins_at - 3 + 5},{4 + n_test} @@ mod tests {{
         assert_eq!(iter.next(), Some(Path::new("test.patch")));
         assert_eq!(iter.next(), None);
     }}
{chr(10).join("+" + ln if ln else "+" for ln in TLDR_NEW_TEST.split(chr(10)))}
 }}'''
    release = f'''   Compiling proc-macro2 v1.0.86
   Compiling unicode-ident v1.0.12
   Compiling libc v0.2.155
   Compiling cfg-if v1.0.0
   Compiling memchr v2.7.4
   Compiling serde v1.0.204
   Compiling log v0.4.22
   Compiling bitflags v2.6.0
   Compiling rustix v0.38.34
   Compiling linux-raw-sys v0.4.14
   Compiling anstyle v1.0.8
   Compiling utf8parse v0.2.2
   Compiling colorchoice v1.0.2
   Compiling is_terminal_polyfill v1.70.1
   Compiling anstyle-parse v0.2.5
   Compiling anstyle-query v1.1.1
   Compiling strsim v0.11.1
   Compiling heck v0.5.0
   Compiling clap_lex v0.7.2
   Compiling anstream v0.6.15
   Compiling quote v1.0.36
   Compiling syn v2.0.72
   Compiling same-file v1.0.6
   Compiling walkdir v2.5.0
   Compiling clap_builder v4.5.13
   Compiling serde_derive v1.0.204
   Compiling clap_derive v4.5.13
   Compiling thiserror-impl v1.0.63
   Compiling thiserror v1.0.63
   Compiling toml_datetime v0.6.8
   Compiling serde_spanned v0.6.7
   Compiling winnow v0.6.18
   Compiling toml_edit v0.22.20
   Compiling toml v0.8.19
   Compiling yansi v1.0.1
   Compiling zip v2.1.6
   Compiling ureq v2.10.0
   Compiling app_dirs2 v2.5.5
   Compiling clap v4.5.13
   Compiling tealdeer v1.6.1 ({root})
    Finished `release` profile [optimized] target(s) in 52.37s'''
    clippy = f'''    Checking serde v1.0.204
    Checking clap_builder v4.5.13
    Checking walkdir v2.5.0
    Checking toml v0.8.19
    Checking ureq v2.10.0
    Checking clap v4.5.13
    Checking tealdeer v1.6.1 ({root})
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.71s'''
    stat = f''' M src/cache.rs
 src/cache.rs | {ins_tot + 1} {"+" * ins_tot}-
 1 file changed, {ins_tot} insertions(+), 1 deletion(-)'''
    turns = [
        (bash(f"cd {root} && sed -n '{first},{first + n_list - 1}p' src/cache.rs"), oh_bash(TLDR_LIST, root)),
        (bash("cargo test --bin tldr 2>&1 | tail -40"), oh_bash(t2, root)),
        (editor("str_replace", path, old_str="        pages.sort();\n        pages\n    }",
                new_str=agent_sort + "\n        pages\n    }"),
         edited(path, window(v1, sort_ln - 4, sort_ln + 4), sort_ln - 4)),
        (editor("view", path, view_range=[end_ln - 10, end_ln]), cat_n(path, window(v1, end_ln - 10, end_ln), end_ln - 10)),
        (editor("insert", path, insert_line=ins_at, new_str=TLDR_NEW_TEST),
         edited(path, window(v2, ins_at - 3, ins_at + n_test + 1), ins_at - 3)),
        (bash("cargo fmt && git diff src/cache.rs"), oh_bash(diff, root)),
        (bash("cargo test --bin tldr 2>&1 | tail -40"), oh_bash(t7, root)),
        (bash("cargo clippy --all-targets -- -D warnings 2>&1 | tail -12"), oh_bash(clippy, root)),
        (bash("cargo build --release 2>&1 | tail -45"), oh_bash(release, root)),
        (bash("git status --short && git diff --stat"), oh_bash(stat, root)),
    ]
    rs.add(task="swe", tid="h23-swe-06", system=OH_SYSTEM.format(root=root), turns=turns,
           state=("tealdeer 1.6.1 (a Rust tldr client) at /workspace/dbrgn__tealdeer, rustc 1.80, debug build artefacts already in "
                  "target/ from an earlier `cargo test`, no release build yet. Issue #358: `tldr --list --platform linux` prints "
                  "`tar` twice (once from common/, once from linux/) and sorts `Apt` before `apt-get` only by byte order; "
                  "dedupe and sort case-insensitively."),
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-07  OpenHands, Rust (semver): reject empty build metadata
# ---------------------------------------------------------------------------------------------------------

SEMVER_FROM_STR = '''impl FromStr for Version {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.is_empty() {
            return Err(Error::new(ErrorKind::Empty));
        }

        let mut pos = Position::Major;
        let (major, text) = numeric_identifier(text, pos)?;
        let text = dot(text, pos)?;

        pos = Position::Minor;
        let (minor, text) = numeric_identifier(text, pos)?;
        let text = dot(text, pos)?;

        pos = Position::Patch;
        let (patch, text) = numeric_identifier(text, pos)?;

        if text.is_empty() {
            return Ok(Version::new(major, minor, patch));
        }

        let (pre, text) = if let Some(text) = text.strip_prefix('-') {
            pos = Position::Pre;
            let (pre, text) = prerelease_identifier(text)?;
            if pre.is_empty() {
                return Err(Error::new(ErrorKind::EmptySegment(pos)));
            }
            (pre, text)
        } else {
            (Prerelease::EMPTY, text)
        };

        let (build, text) = if let Some(text) = text.strip_prefix('+') {
            pos = Position::Build;
            let (build, text) = build_identifier(text)?;
            (build, text)
        } else {
            (BuildMetadata::EMPTY, text)
        };

        if let Some(unexpected) = text.chars().next() {
            return Err(Error::new(ErrorKind::UnexpectedCharAfter(pos, unexpected)));
        }

        Ok(Version {
            major,
            minor,
            patch,
            pre,
            build,
        })
    }
}'''

SEMVER_TESTS = [
    "test_align", "test_build_is_empty", "test_cmp_build", "test_debug", "test_display", "test_eq", "test_from_str",
    "test_ge", "test_gt", "test_hash", "test_huge_prerelease", "test_le", "test_lt", "test_ne", "test_parse",
    "test_parse_build_numeric", "test_parse_leading_zero", "test_parse_whitespace", "test_partial_cmp",
    "test_pre_is_empty", "test_serde_roundtrip", "test_spec_order", "test_version_new", "test_eq_build_ignored",
]

SEMVER_NEW_TEST = '''
#[test]
fn test_parse_empty_build() {
    let err = Version::parse("1.2.3+").unwrap_err();
    assert_eq!(err.to_string(), "empty build metadata");
    assert!(Version::parse("1.2.3-rc.1+").is_err());
}'''


def semver_run(names: list[str], failed: str | None, passed_override: int | None = None) -> str:
    out = [f"\nrunning {len(names)} tests"]
    for n in sorted(names):
        if n == "test_huge_prerelease":
            out.append(f"test {n} ... ignored, slow")
        elif n == failed:
            out.append(f"test {n} ... FAILED")
        else:
            out.append(f"test {n} ... ok")
    ok = len(names) - 1 - (1 if failed else 0)
    if passed_override is not None:
        ok = passed_override
    if failed:
        return "\n".join(out) + f'''

failures:

---- {failed} stdout ----
thread '{failed}' panicked at tests/test_version.rs:266:5:
assertion `left == right` failed
  left: "empty identifier segment in build metadata"
 right: "empty build metadata"
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    {failed}

test result: FAILED. {ok} passed; 1 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.01s

error: test failed, to rerun pass `--test test_version`'''
    return "\n".join(out) + f"\n\ntest result: ok. {ok} passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.00s\n"


def t07(rs: RowSet) -> None:
    root = "/workspace/dtolnay__semver"
    path = f"{root}/src/parse.rs"
    tpath = f"{root}/tests/test_version.rs"
    first = 17
    full = "\n" * (first - 1) + SEMVER_FROM_STR
    old_b = '''            let (build, text) = build_identifier(text)?;
            (build, text)'''
    new_b = '''            let (build, text) = build_identifier(text)?;
            if build.is_empty() {
                return Err(Error::new(ErrorKind::EmptySegment(pos)));
            }
            (build, text)'''
    v1 = full.replace(old_b, new_b)
    b_ln = line_no(v1, "let (build, text) = build_identifier(text)?;")
    grep = "\n".join(grep_lines("src/parse.rs", full, "strip_prefix") + grep_lines("src/parse.rs", full, "EmptySegment") + [
        "src/parse.rs:231:                        return Err(Error::new(ErrorKind::EmptySegment(pos)));",
        "src/error.rs:19:    EmptySegment(Position),",
        "src/error.rs:74:            ErrorKind::EmptySegment(pos) => {",
    ])
    head = f"   Compiling semver v1.0.23 ({root})\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.93s\n     Running tests/test_version.rs (target/debug/deps/test_version-1b7e0c94f2d3a856)\n"
    names2 = SEMVER_TESTS + ["test_parse_empty_build"]
    t3 = head + semver_run(SEMVER_TESTS, None) + "\n261 tests/test_version.rs"
    t6 = head.replace("1.93s", "1.41s") + semver_run(names2, "test_parse_empty_build")
    # after fixing the expectation: 25 tests run, one of them ignored, yet the summary counts 25 passed
    t8 = head.replace("1.93s", "0.88s") + semver_run(names2, None, passed_override=25)
    tail = len(SEMVER_NEW_TEST.split("\n"))
    test_lines = "\n" * 261 + SEMVER_NEW_TEST
    all_suites = '''test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
test result: ok. 24 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.00s
test result: ok. 17 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s'''
    suites = '''     Running unittests src/lib.rs (target/debug/deps/semver-5d0a8e61c9b47f20)
     Running tests/test_autotrait.rs (target/debug/deps/test_autotrait-c30f9b1e7a6d2e48)
     Running tests/test_identifier.rs (target/debug/deps/test_identifier-8e2a47d1b0c6f395)
     Running tests/test_version.rs (target/debug/deps/test_version-1b7e0c94f2d3a856)
     Running tests/test_version_req.rs (target/debug/deps/test_version_req-f6b81c3a0d294e17)
   Doc-tests semver'''
    turns = [
        (bash(f'cd {root} && grep -n "strip_prefix\\|EmptySegment" src/parse.rs src/error.rs'), oh_bash(grep, root)),
        (editor("view", path, view_range=[first, first + len(SEMVER_FROM_STR.split(chr(10))) - 1]),
         cat_n(path, SEMVER_FROM_STR, first)),
        (bash("cargo test --test test_version 2>&1 | tail -32; wc -l tests/test_version.rs"), oh_bash(t3, root)),
        (editor("str_replace", path, old_str=old_b, new_str=new_b), edited(path, window(v1, b_ln - 3, b_ln + 8), b_ln - 3)),
        (editor("insert", tpath, insert_line=261, new_str=SEMVER_NEW_TEST),
         edited(tpath, window("\n" * 257 + '''    assert!(Version::parse("1.2.3").unwrap().build.is_empty());
    assert!(!Version::parse("1.2.3+001").unwrap().build.is_empty());
    assert_eq!(Version::parse("1.2.3+001").unwrap().build.as_str(), "001");
}''' + "\n" + SEMVER_NEW_TEST, 258, 261 + tail), 258)),
        (bash("cargo test --test test_version 2>&1 | tail -45"), oh_bash(t6, root, 101)),
        (editor("str_replace", tpath, old_str='    assert_eq!(err.to_string(), "empty build metadata");',
                new_str='    assert_eq!(err.to_string(), "empty identifier segment in build metadata");'),
         edited(tpath, window(test_lines.replace('"empty build metadata"', '"empty identifier segment in build metadata"'), 262, 268), 262)),
        (bash("cargo test --test test_version 2>&1 | tail -32"), oh_bash(t8, root)),
        (bash('cargo test 2>&1 | grep -E "Running|Doc-tests|test result"'),
         oh_bash("\n".join(a + "\n" + b for a, b in zip(suites.split("\n"), all_suites.split("\n"))), root)),
    ]
    rs.add(task="swe", tid="h23-swe-07", system=OH_SYSTEM.format(root=root), turns=turns,
           state=("semver 1.0.23 at /workspace/dtolnay__semver (rustc 1.79). Issue: `Version::parse(\"1.2.3+\")` is accepted and "
                  "displays as `1.2.3`, but SemVer 2.0 requires build metadata identifiers to be non-empty. Make it an "
                  "EmptySegment error like the pre-release case, with a regression test in tests/test_version.rs."),
           bad=True, turn=8, kind="test summary counts every listed test as passed although one of them is still reported ignored (totals exceed the tests run)")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-08  Gemini CLI, Go (gin service): request-id middleware (clean)
# ---------------------------------------------------------------------------------------------------------

GO_LOGGING = '''package middleware

import (
	"log/slog"
	"time"

	"github.com/gin-gonic/gin"
)

// Logger writes one structured line per request.
func Logger(log *slog.Logger) gin.HandlerFunc {
	return func(c *gin.Context) {
		start := time.Now()
		c.Next()
		log.Info("request",
			"method", c.Request.Method,
			"path", c.Request.URL.Path,
			"status", c.Writer.Status(),
			"latency", time.Since(start),
			"request_id", c.GetString("request_id"),
		)
	}
}
'''

GO_REQID = '''package middleware

import (
	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
)

// HeaderRequestID is the header used to propagate the request id.
const HeaderRequestID = "X-Request-ID"

// RequestID makes sure every request carries an id: an incoming X-Request-ID is
// kept when it is short enough, otherwise a new UUIDv4 is generated. The id is
// stored in the gin context under "request_id" and echoed in the response.
func RequestID() gin.HandlerFunc {
	return func(c *gin.Context) {
		id := c.GetHeader(HeaderRequestID)
		if id == "" || len(id) > 128 {
			id = uuid.NewString()
		}
		c.Set("request_id", id)
		c.Header(HeaderRequestID, id)
		c.Next()
	}
}
'''

GO_REQID_TEST = '''package middleware

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/google/uuid"
)

func newRequestIDRouter() *gin.Engine {
	gin.SetMode(gin.TestMode)
	r := gin.New()
	r.Use(RequestID())
	r.GET("/", func(c *gin.Context) { c.String(http.StatusOK, c.GetString("request_id")) })
	return r
}

func TestRequestIDGenerated(t *testing.T) {
	w := httptest.NewRecorder()
	newRequestIDRouter().ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/", nil))
	id := w.Header().Get(HeaderRequestID)
	if _, err := uuid.Parse(id); err != nil {
		t.Fatalf("want a UUID, got %q: %v", id, err)
	}
	if w.Body.String() != id {
		t.Fatalf("context id %q != header id %q", w.Body.String(), id)
	}
}

func TestRequestIDPropagated(t *testing.T) {
	w := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/", nil)
	req.Header.Set(HeaderRequestID, "abc-123")
	newRequestIDRouter().ServeHTTP(w, req)
	if got := w.Header().Get(HeaderRequestID); got != "abc-123" {
		t.Fatalf("got %q", got)
	}
}
'''


def http_resp(rid: str, date: str, body: str) -> str:
    return (f"HTTP/1.1 200 OK\nContent-Type: application/json; charset=utf-8\nX-Request-Id: {rid}\nDate: {date}\n"
            f"Content-Length: {nbytes(body)}\n\n{body}")


def t08(rs: RowSet) -> None:
    root = "/home/ana/work/billing-api"
    mw = f"{root}/internal/middleware"
    mod = "github.com/ana-k/billing-api"
    router_old = "\tr.Use(gin.Recovery(), middleware.Logger(log))"
    router_new = "\tr.Use(gin.Recovery(), middleware.RequestID(), middleware.Logger(log))"
    build_err = '''internal/middleware/requestid.go:5:2: no required module provides package github.com/google/uuid; to add it:
	go get github.com/google/uuid'''
    get = '''go: downloading github.com/google/uuid v1.6.0
go: added github.com/google/uuid v1.6.0
 go.mod | 1 +
 go.sum | 2 ++
 2 files changed, 3 insertions(+)'''
    test1 = f'''?   	{mod}/cmd/billing-api	[no test files]
ok  	{mod}/internal/invoice	(cached)
ok  	{mod}/internal/middleware	0.018s
ok  	{mod}/internal/server	0.047s
ok  	{mod}/internal/store	(cached)'''
    test2 = f'''?   	{mod}/cmd/billing-api	[no test files]
ok  	{mod}/internal/invoice	(cached)
ok  	{mod}/internal/middleware	(cached)
ok  	{mod}/internal/server	(cached)
ok  	{mod}/internal/store	(cached)'''
    r1 = "3b0f6c1e-8d7a-4f5b-9a51-2c4e0d9b7f13"
    r2 = "e41a9d07-52c3-4b8e-b6f0-7d19a3c2e885"
    b1 = '{"status":"ok","uptime_seconds":2,"version":"0.9.3"}'
    b2 = '{"status":"ok","uptime_seconds":3,"version":"0.9.3"}'
    b3 = '{"status":"ok","uptime_seconds":3,"version":"0.9.3"}'
    logs = [
        '{"time":"2024-06-11T09:14:03.118Z","level":"INFO","msg":"listening","addr":":8080","pid":73391}',
        f'{{"time":"2024-06-11T09:14:05.207Z","level":"INFO","msg":"request","method":"GET","path":"/healthz","status":200,"latency":91422,"request_id":"{r1}"}}',
        f'{{"time":"2024-06-11T09:14:06.231Z","level":"INFO","msg":"request","method":"GET","path":"/healthz","status":200,"latency":38107,"request_id":"{r2}"}}',
        '{"time":"2024-06-11T09:14:06.254Z","level":"INFO","msg":"request","method":"GET","path":"/healthz","status":200,"latency":35560,"request_id":"trace-42"}',
    ]
    run_cmd = ("(go run ./cmd/billing-api > /tmp/billing.log 2>&1 &) ; sleep 2; curl -si localhost:8080/healthz; echo; sleep 1; "
               "curl -si localhost:8080/healthz; echo; curl -si -H 'X-Request-ID: trace-42' localhost:8080/healthz; echo; cat /tmp/billing.log")
    run_out = "\n".join([
        http_resp(r1, "Tue, 11 Jun 2024 09:14:05 GMT", b1), "",
        http_resp(r2, "Tue, 11 Jun 2024 09:14:06 GMT", b2), "",
        http_resp("trace-42", "Tue, 11 Jun 2024 09:14:06 GMT", b3), "",
    ] + logs)
    stop_cmd = "kill $(lsof -ti :8080) ; sleep 1; curl -s -o /dev/null -w '%{http_code}\\n' localhost:8080/healthz; git status --short"
    stop_out = '''000
 M go.mod
 M go.sum
 M internal/server/router.go
?? internal/middleware/requestid.go
?? internal/middleware/requestid_test.go'''
    turns = [
        (call("list_directory", path=root),
         gdir(root, ["cmd", "internal", "migrations"], [".gitignore", "Dockerfile", "Makefile", "README.md", "go.mod", "go.sum"])),
        (call("read_file", absolute_path=f"{mw}/logging.go"), GO_LOGGING),
        (call("write_file", file_path=f"{mw}/requestid.go", content=GO_REQID), ok_new(f"{mw}/requestid.go")),
        (call("replace", file_path=f"{root}/internal/server/router.go", old_string=router_old, new_string=router_new),
         ok_replace(f"{root}/internal/server/router.go")),
        (gshell("go build ./... 2>&1", "Build all packages"), gem_run("go build ./... 2>&1", build_err, code=1, pgid=70112)),
        (gshell("go get github.com/google/uuid@v1.6.0 && go mod tidy && git diff --stat go.mod go.sum",
                "Add the uuid module and tidy go.mod/go.sum"),
         gem_run("go get github.com/google/uuid@v1.6.0 && go mod tidy && git diff --stat go.mod go.sum", get, pgid=70140)),
        (call("write_file", file_path=f"{mw}/requestid_test.go", content=GO_REQID_TEST), ok_new(f"{mw}/requestid_test.go")),
        (gshell("go test ./...", "Run all tests"), gem_run("go test ./...", test1, pgid=70201)),
        (gshell("gofmt -l . && go vet ./... && go test ./...", "Check formatting and vet, then re-run the tests"),
         gem_run("gofmt -l . && go vet ./... && go test ./...", test2, pgid=70266)),
        (gshell(run_cmd, "Start the server in the background and call /healthz three times"),
         gem_run(run_cmd, run_out, pgid=70318)),
        (gshell(stop_cmd, "Stop the dev server and show the changed files"), gem_run(stop_cmd, stop_out, pgid=70390)),
    ]
    rs.add(task="swe", tid="h23-swe-08", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=("Go 1.22 service billing-api (gin 1.10, slog JSON logs) at /home/ana/work/billing-api, module "
                  f"{mod}, clean tree. Ticket BILL-77: every request must carry an X-Request-ID (keep the caller's, "
                  "else generate a UUID), echoed in the response and included in the request log line."),
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-09  OpenHands, Java (spring-petclinic, Maven): case-insensitive owner search (clean)
# ---------------------------------------------------------------------------------------------------------

PC_CLINIC_TESTS = '''	@Test
	void shouldFindOwnersByLastName() {
		Page<Owner> owners = this.owners.findByLastNameStartingWith("Davis", pageable);
		assertThat(owners).hasSize(2);

		owners = this.owners.findByLastNameStartingWith("Daviss", pageable);
		assertThat(owners).isEmpty();
	}

	@Test
	void shouldFindSingleOwnerWithPet() {
		Optional<Owner> optionalOwner = this.owners.findById(1);
		assertThat(optionalOwner).isPresent();
		Owner owner = optionalOwner.get();
		assertThat(owner.getLastName()).startsWith("Franklin");
		assertThat(owner.getPets()).hasSize(1);
		assertThat(owner.getPets().get(0).getType()).isNotNull();
		assertThat(owner.getPets().get(0).getType().getName()).isEqualTo("cat");
	}'''

PC_NEW_TEST = '''
	@Test
	void shouldFindOwnersByLastNameIgnoringCase() {
		Page<Owner> owners = this.owners.findByLastNameStartingWithIgnoreCase("davis", pageable);
		assertThat(owners).hasSize(2);
		assertThat(owners).extracting(Owner::getFirstName).containsExactlyInAnyOrder("Betty", "Harold");
	}'''

PC_CLASSES = [
    ("PetClinicIntegrationTests", 2, 0, "9.118"), ("MySqlIntegrationTests", 1, 1, "0.004"),
    ("model.ValidatorTests", 1, 0, "0.412"), ("owner.OwnerControllerTests", 11, 0, "2.871"),
    ("owner.PetControllerTests", 6, 0, "0.388"), ("owner.PetTypeFormatterTests", 3, 0, "0.031"),
    ("owner.PetValidatorTests", 1, 0, "0.019"), ("owner.VisitControllerTests", 2, 0, "0.142"),
    ("service.ClinicServiceTests", 10, 0, "1.964"), ("system.CrashControllerTests", 1, 0, "0.008"),
    ("system.I18nPropertiesSyncTest", 2, 0, "0.117"), ("vet.VetControllerTests", 2, 0, "0.296"),
    ("vet.VetTests", 1, 0, "0.011"),
]


def surefire(classes: list[tuple[str, int, int, str]], total_time: str, finished: str) -> str:
    pkg = "org.springframework.samples.petclinic"
    out = ["[INFO] -------------------------------------------------------", "[INFO]  T E S T S",
           "[INFO] -------------------------------------------------------"]
    for name, n, skip, secs in classes:
        fq = f"{pkg}.{name}"
        lvl = "WARNING" if skip else "INFO"
        out.append(f"[INFO] Running {fq}")
        out.append(f"[{lvl}] Tests run: {n}, Failures: 0, Errors: 0, Skipped: {skip}, Time elapsed: {secs} s -- in {fq}")
    tot = sum(c[1] for c in classes)
    sk = sum(c[2] for c in classes)
    out += ["[INFO]", "[INFO] Results:", "[INFO]", f"[WARNING] Tests run: {tot}, Failures: 0, Errors: 0, Skipped: {sk}", "[INFO]",
            "[INFO] ------------------------------------------------------------------------", "[INFO] BUILD SUCCESS",
            "[INFO] ------------------------------------------------------------------------",
            f"[INFO] Total time:  {total_time}", f"[INFO] Finished at: {finished}",
            "[INFO] ------------------------------------------------------------------------"]
    return "\n".join(out)


def t09(rs: RowSet) -> None:
    root = "/workspace/spring-projects__spring-petclinic"
    p = "src/main/java/org/springframework/samples/petclinic/owner"
    t = "src/test/java/org/springframework/samples/petclinic"
    cst = f"{root}/{t}/service/ClinicServiceTests.java"
    grep = f'''{p}/OwnerRepository.java:64:	Page<Owner> findByLastNameStartingWith(String lastName, Pageable pageable);
{p}/OwnerController.java:127:		return owners.findByLastNameStartingWith(lastname, pageable);
{t}/owner/OwnerControllerTests.java:95:		given(this.owners.findByLastNameStartingWith(eq("Franklin"), any(Pageable.class)))
{t}/owner/OwnerControllerTests.java:159:		given(this.owners.findByLastNameStartingWith(anyString(), any(Pageable.class))).willReturn(tasks);
{t}/service/ClinicServiceTests.java:78:		Page<Owner> owners = this.owners.findByLastNameStartingWith("Davis", pageable);
{t}/service/ClinicServiceTests.java:81:		owners = this.owners.findByLastNameStartingWith("Daviss", pageable);'''
    t2 = surefire(PC_CLASSES, "38.412 s", "2024-06-12T15:14:57Z")
    sed_cmd = ("grep -rl 'findByLastNameStartingWith(' src | xargs sed -i 's/findByLastNameStartingWith(/findByLastNameStartingWithIgnoreCase(/g' "
               "&& git diff --stat")
    stat1 = dstat([(f"{p}/OwnerController.java", 1, 1), (f"{p}/OwnerRepository.java", 1, 1),
                   (f"{t}/owner/OwnerControllerTests.java", 2, 2), (f"{t}/service/ClinicServiceTests.java", 2, 2)])
    first = 76
    body = PC_CLINIC_TESTS.replace("findByLastNameStartingWith(", "findByLastNameStartingWithIgnoreCase(")
    lines = body.split("\n")
    ins = first + 7  # closing brace of shouldFindOwnersByLastName
    assert lines[ins - first] == "\t}"
    after = "\n".join(lines[:ins - first + 1] + PC_NEW_TEST.split("\n") + lines[ins - first + 1:])
    n_new = len(PC_NEW_TEST.split("\n"))
    classes2 = [(n, c + (1 if n == "service.ClinicServiceTests" else 0), s,
                 {"9.118": "8.904", "1.964": "2.107", "2.871": "2.693"}.get(sec, sec)) for n, c, s, sec in PC_CLASSES]
    t6 = surefire(classes2, "41.067 s", "2024-06-12T15:19:32Z")
    pkg = '''target:
total 44
drwxr-xr-x  9 root root 4096 Jun 12 15:18 .
drwxr-xr-x 10 root root 4096 Jun 12 15:02 ..
drwxr-xr-x  6 root root 4096 Jun 12 15:18 classes
drwxr-xr-x  3 root root 4096 Jun 12 15:13 generated-sources
drwxr-xr-x  3 root root 4096 Jun 12 15:13 generated-test-sources
drwxr-xr-x  3 root root 4096 Jun 12 15:13 maven-status
drwxr-xr-x  2 root root 4096 Jun 12 15:19 surefire-reports
drwxr-xr-x  3 root root 4096 Jun 12 15:18 test-classes
drwxr-xr-x  2 root root 4096 Jun 12 15:13 test-db
---
target:
total 60168
drwxr-xr-x  8 root root     4096 Jun 12 15:21 .
drwxr-xr-x 10 root root     4096 Jun 12 15:02 ..
drwxr-xr-x  6 root root     4096 Jun 12 15:20 classes
drwxr-xr-x  3 root root     4096 Jun 12 15:20 generated-sources
drwxr-xr-x  3 root root     4096 Jun 12 15:20 generated-test-sources
drwxr-xr-x  2 root root     4096 Jun 12 15:21 maven-archiver
drwxr-xr-x  3 root root     4096 Jun 12 15:20 maven-status
-rw-r--r--  1 root root 61550412 Jun 12 15:21 spring-petclinic-3.3.0-SNAPSHOT.jar
-rw-r--r--  1 root root   228977 Jun 12 15:21 spring-petclinic-3.3.0-SNAPSHOT.jar.original
drwxr-xr-x  3 root root     4096 Jun 12 15:20 test-classes'''
    app = f'''2024-06-12T15:22:41.512Z  INFO 48211 --- [petclinic] [           main] o.s.s.petclinic.PetClinicApplication     : Starting PetClinicApplication v3.3.0-SNAPSHOT using Java 17.0.11 with PID 48211 ({root}/target/spring-petclinic-3.3.0-SNAPSHOT.jar started by root in {root})
2024-06-12T15:22:45.907Z  INFO 48211 --- [petclinic] [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat started on port 8081 (http) with context path '/'
2024-06-12T15:22:45.931Z  INFO 48211 --- [petclinic] [           main] o.s.s.petclinic.PetClinicApplication     : Started PetClinicApplication in 4.902 seconds (process running for 5.387)
<table id="owners" class="table table-striped">
  <thead>
  <tr>
    <th style="width: 150px;">Name</th>
    <th style="width: 200px;">Address</th>
    <th>City</th>
    <th style="width: 120px">Telephone</th>
    <th>Pets</th>
  </tr>
  </thead>
  <tbody>
  <tr>
    <td>
      <a href="/owners/2">Betty Davis</a>
    </td>
    <td>638 Cardinal Ave.</td>
    <td>Sun Prairie</td>
    <td>6085551749</td>
    <td>Basil </td>
  </tr>
  <tr>
    <td>
      <a href="/owners/4">Harold Davis</a>
    </td>
    <td>563 Friendly St.</td>
    <td>Windsor</td>
    <td>6085553198</td>
    <td>Iggy </td>
  </tr>
  </tbody>
</table>'''
    app_cmd = ("(java -jar target/spring-petclinic-3.3.0-SNAPSHOT.jar --server.port=8081 > /tmp/app.log 2>&1 &); sleep 12; "
               "grep -E 'Starting|Tomcat started|Started' /tmp/app.log; "
               "curl -s 'localhost:8081/owners?lastName=davis' | sed -n '/<table id=\"owners\"/,/<\\/table>/p'")
    final = (f""" M {p}/OwnerController.java
 M {p}/OwnerRepository.java
 M {t}/owner/OwnerControllerTests.java
 M {t}/service/ClinicServiceTests.java
""" + dstat([(f"{p}/OwnerController.java", 1, 1), (f"{p}/OwnerRepository.java", 1, 1),
             (f"{t}/owner/OwnerControllerTests.java", 2, 2), (f"{t}/service/ClinicServiceTests.java", 2 + n_new, 2)]))
    turns = [
        (bash(f"cd {root} && grep -rn 'findByLastNameStartingWith' src"), oh_bash(grep, root)),
        (bash("./mvnw -o test 2>&1 | grep -E 'Running|Tests run|BUILD|Total time|Finished at|T E S T|-----'"), oh_bash(t2, root)),
        (bash(sed_cmd), oh_bash(stat1, root)),
        (editor("view", cst, view_range=[first, first + len(lines) - 1]), cat_n(cst, body, first)),
        (editor("insert", cst, insert_line=ins, new_str=PC_NEW_TEST),
         edited(cst, window("\n" * (first - 1) + after, ins - 4, ins + n_new + 2), ins - 4)),
        (bash("./mvnw -o test 2>&1 | grep -E 'Running|Tests run|BUILD|Total time|Finished at|T E S T|-----'"), oh_bash(t6, root)),
        (bash("ls -la target; echo ---; ./mvnw -o -q clean package -DskipTests && ls -la target"), oh_bash(pkg, root)),
        (bash(app_cmd), oh_bash(app, root)),
        (bash("kill 48211; git status --short; git diff --stat"), oh_bash(final, root)),
    ]
    rs.add(task="swe", tid="h23-swe-09", system=OH_SYSTEM.format(root=root), turns=turns,
           state=("spring-petclinic 3.3.0-SNAPSHOT at /workspace/spring-projects__spring-petclinic (Java 17, Maven wrapper, "
                  "dependencies in the local repository, H2 by default, no Docker). Issue #1487: 'Find owners' with "
                  "`davis` finds nothing while `Davis` finds two owners; make the last-name search case-insensitive "
                  "and add a repository test."),
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-10  Gemini CLI, Go (cobra): pluralise the MinimumNArgs message, commit
# ---------------------------------------------------------------------------------------------------------

COBRA_ARGS = '''// Copyright 2013-2023 The Cobra Authors
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//      http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

package cobra

import (
	"fmt"
	"strings"
)

type PositionalArgs func(cmd *Command, args []string) error

// legacyArgs validation has the following behaviour:
//   - root commands with no subcommands can take arbitrary arguments
//   - root commands with subcommands will do subcommand validity checking
//   - subcommands will always accept arbitrary arguments
func legacyArgs(cmd *Command, args []string) error {
	// no subcommand, always take args
	if !cmd.HasSubCommands() {
		return nil
	}

	// root command with subcommands, do subcommand checking.
	if !cmd.HasParent() && len(args) > 0 {
		return fmt.Errorf("unknown command %q for %q%s", args[0], cmd.CommandPath(), cmd.findSuggestions(args[0]))
	}
	return nil
}

// NoArgs returns an error if any args are included.
func NoArgs(cmd *Command, args []string) error {
	if len(args) > 0 {
		return fmt.Errorf("unknown command %q for %q", args[0], cmd.CommandPath())
	}
	return nil
}

// OnlyValidArgs returns an error if there are any positional args that are not in
// the `ValidArgs` field of `Command`
func OnlyValidArgs(cmd *Command, args []string) error {
	if len(cmd.ValidArgs) > 0 {
		// Remove any description that may be included in ValidArgs.
		// A description is following a tab character.
		validArgs := make([]string, 0, len(cmd.ValidArgs))
		for _, v := range cmd.ValidArgs {
			validArgs = append(validArgs, strings.SplitN(v, "\\t", 2)[0])
		}
		for _, v := range args {
			if !stringInSlice(v, validArgs) {
				return fmt.Errorf("invalid argument %q for %q%s", v, cmd.CommandPath(), cmd.findSuggestions(args[0]))
			}
		}
	}
	return nil
}

// ArbitraryArgs never returns an error.
func ArbitraryArgs(cmd *Command, args []string) error {
	return nil
}

// MinimumNArgs returns an error if there is not at least N args.
func MinimumNArgs(n int) PositionalArgs {
	return func(cmd *Command, args []string) error {
		if len(args) < n {
			return fmt.Errorf("requires at least %d arg(s), only received %d", n, len(args))
		}
		return nil
	}
}

// MaximumNArgs returns an error if there are more than N args.
func MaximumNArgs(n int) PositionalArgs {
	return func(cmd *Command, args []string) error {
		if len(args) > n {
			return fmt.Errorf("accepts at most %d arg(s), received %d", n, len(args))
		}
		return nil
	}
}

// ExactArgs returns an error if there are not exactly n args.
func ExactArgs(n int) PositionalArgs {
	return func(cmd *Command, args []string) error {
		if len(args) != n {
			return fmt.Errorf("accepts %d arg(s), received %d", n, len(args))
		}
		return nil
	}
}

// RangeArgs returns an error if the number of args is not within the expected range.
func RangeArgs(min int, max int) PositionalArgs {
	return func(cmd *Command, args []string) error {
		if len(args) < min || len(args) > max {
			return fmt.Errorf("accepts between %d and %d arg(s), received %d", min, max, len(args))
		}
		return nil
	}
}

// MatchAll allows combining several PositionalArgs to work in concert.
func MatchAll(pargs ...PositionalArgs) PositionalArgs {
	return func(cmd *Command, args []string) error {
		for _, parg := range pargs {
			if err := parg(cmd, args); err != nil {
				return err
			}
		}
		return nil
	}
}
'''

COBRA_TEST_HITS = [
    ("args_test.go", 87, '\texpected := "requires at least 2 arg(s), only received 1"'),
    ("args_test.go", 94, '\texpected := "accepts at most 2 arg(s), received 3"'),
    ("args_test.go", 101, '\texpected := "accepts 2 arg(s), received 3"'),
    ("args_test.go", 108, '\texpected := "accepts between 2 and 4 arg(s), received 1"'),
    ("args_test.go", 115, '\texpected := "accepts between 2 and 4 arg(s), received 5"'),
]

COBRA_NEW_TEST = '''

func TestMinimumNArgsSingular(t *testing.T) {
	c := getCommand(MinimumNArgs(1), false)
	_, err := executeCommand(c)
	if err == nil {
		t.Fatal("Expected an error")
	}
	if got, want := err.Error(), "requires at least 1 arg, only received 0"; got != want {
		t.Fatalf("Expected %q, got %q", want, got)
	}
}'''


def t10(rs: RowSet) -> None:
    root = "/home/raj/src/github.com/spf13/cobra"
    args = f"{root}/args.go"
    tst = f"{root}/args_test.go"
    old = '''			return fmt.Errorf("requires at least %d arg(s), only received %d", n, len(args))
		}
		return nil
	}
}'''
    new = '''			return fmt.Errorf("requires at least %d %s, only received %d", n, pluralize(n, "arg", "args"), len(args))
		}
		return nil
	}
}

// pluralize picks the singular or plural noun for n.
func pluralize(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}'''
    a_ins = len(new.split("\n")) - len(old.split("\n")) + 1
    anchor = '''func TestMinimumNArgs_WithLessArgs(t *testing.T) {
	c := getCommand(MinimumNArgs(2), false)
	_, err := executeCommand(c, "a")
	minimumNArgsWithLessArgs(err, t)
}'''
    t_ins = len(COBRA_NEW_TEST.split("\n")) - 1  # lines appended after the anchor
    hits = ghits("args.go", COBRA_ARGS, "arg(s)") + COBRA_TEST_HITS
    vtest = '''=== RUN   TestMinimumNArgs
--- PASS: TestMinimumNArgs (0.00s)
=== RUN   TestMinimumNArgs_WithLessArgs
--- PASS: TestMinimumNArgs_WithLessArgs (0.00s)
=== RUN   TestMinimumNArgs_WithLessArgs_WithValid
--- PASS: TestMinimumNArgs_WithLessArgs_WithValid (0.00s)
=== RUN   TestMinimumNArgs_WithLessArgs_WithValid_WithInvalidArgs
--- PASS: TestMinimumNArgs_WithLessArgs_WithValid_WithInvalidArgs (0.00s)
=== RUN   TestMinimumNArgs_WithLessArgs_WithValidOnly_WithInvalidArgs
--- PASS: TestMinimumNArgs_WithLessArgs_WithValidOnly_WithInvalidArgs (0.00s)
=== RUN   TestMinimumNArgsSingular
--- PASS: TestMinimumNArgsSingular (0.00s)
PASS
ok  	github.com/spf13/cobra	0.009s'''
    all_tests = '''ok  	github.com/spf13/cobra	0.527s
ok  	github.com/spf13/cobra/doc	0.094s'''
    msg1 = "args: pluralize the MinimumNArgs error message"
    msg2 = '"requires at least 1 arg(s)" now reads "requires at least 1 arg".'
    commit_cmd = f"git checkout -b plural-min-args && git commit -am '{msg1}' -m '{msg2}'"
    stat = dstat([("args.go", a_ins, 1), ("args_test.go", t_ins + 1, 1)])
    commit = f"[plural-min-args 5c8e2d1] {msg1}\n" + stat.split("\n")[-1]
    log = f'''5c8e2d1 (HEAD -> plural-min-args) {msg1}
756ba6d (origin/main, origin/HEAD, main) Fix help text for plugins (#2172)
e94f6d0 Flow context to command in SetHelpFunc (#2241)
8b1eba4 Add CompletionWithDesc helper (#2231)
41b26ec Print an ActiveHelp for flags which take a value (#2222)'''
    show = f'''commit 8d20c4f9a1e7b35d6c0f2a94e1b8d3c7f5a60e12 (HEAD -> plural-min-args)
Author: Raj Mehta <raj@mehta.dev>
Date:   Thu Jul 11 21:07:44 2024 +0530

    {msg1}
    
    {msg2}

{stat}'''
    turns = [
        (call("read_file", absolute_path=args), COBRA_ARGS),
        (call("search_file_content", pattern=r"arg\(s\)", include="*.go"), gsearch(r"arg\(s\)", hits, include="*.go")),
        (call("replace", file_path=args, old_string=old, new_string=new), ok_replace(args)),
        (call("replace", file_path=tst, old_string='\texpected := "requires at least 2 arg(s), only received 1"',
              new_string='\texpected := "requires at least 2 args, only received 1"'), ok_replace(tst)),
        (call("replace", file_path=tst, old_string=anchor, new_string=anchor + COBRA_NEW_TEST), ok_replace(tst)),
        (gshell("go test -run 'MinimumNArgs' -v .", "Run the MinimumNArgs tests verbosely"),
         gem_run("go test -run 'MinimumNArgs' -v .", vtest, pgid=91230)),
        (gshell("gofmt -l . ; go vet ./... && go test ./...", "Format check, vet and the full test suite"),
         gem_run("gofmt -l . ; go vet ./... && go test ./...", all_tests, pgid=91288)),
        (gshell(commit_cmd, "Create a branch and commit the change"),
         gem_run(commit_cmd, commit, pgid=91342).replace("Stderr: (empty)", "Stderr: Switched to a new branch 'plural-min-args'")),
        (gshell("git log --oneline --decorate -5", "Show the recent history"), gem_run("git log --oneline --decorate -5", log, pgid=91360)),
        (gshell("git show --stat HEAD", "Show the commit with its stats"), gem_run("git show --stat HEAD", show, pgid=91371)),
        (gshell("git rev-parse --short HEAD && git status -sb", "Confirm HEAD and that the tree is clean"),
         gem_run("git rev-parse --short HEAD && git status -sb", "5c8e2d1\n## plural-min-args", pgid=91377)),
    ]
    rs.add(task="swe", tid="h23-swe-10", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=("spf13/cobra checked out at /home/raj/src/github.com/spf13/cobra (Go 1.22), main at 756ba6d, clean. "
                  "Issue #2180: `MinimumNArgs(1)` fails with 'requires at least 1 arg(s), only received 0'; use proper "
                  "singular/plural wording for MinimumNArgs (other validators are out of scope), update the tests and commit "
                  "on a new branch."),
           bad=True, turn=10, kind="the commit's full hash in git show does not match the short hash printed by commit, log and rev-parse")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-11  Gemini CLI, JavaScript (Eleventy site): reading-time filter and a new post (clean)
# ---------------------------------------------------------------------------------------------------------

ELEVENTY_CFG = '''const { DateTime } = require("luxon");
const markdownIt = require("markdown-it");
const markdownItAnchor = require("markdown-it-anchor");

module.exports = function (eleventyConfig) {
  eleventyConfig.addPassthroughCopy("src/assets");
  eleventyConfig.addPassthroughCopy({ "src/favicon.svg": "favicon.svg" });

  eleventyConfig.addFilter("readableDate", (dateObj) =>
    DateTime.fromJSDate(dateObj, { zone: "utc" }).toFormat("d LLL yyyy")
  );

  eleventyConfig.addFilter("htmlDateString", (dateObj) =>
    DateTime.fromJSDate(dateObj, { zone: "utc" }).toFormat("yyyy-LL-dd")
  );

  eleventyConfig.addCollection("tagList", (collection) => {
    const tags = new Set();
    collection.getAll().forEach((item) => (item.data.tags || []).forEach((t) => tags.add(t)));
    return [...tags].filter((t) => !["all", "posts"].includes(t)).sort();
  });

  eleventyConfig.setLibrary("md", markdownIt({ html: true, linkify: true }).use(markdownItAnchor));

  return {
    dir: { input: "src", includes: "_includes", data: "_data", output: "_site" },
    markdownTemplateEngine: "njk",
    htmlTemplateEngine: "njk",
  };
};
'''

SOURDOUGH = '''---
title: Sourdough notes, month three
date: 2024-08-02
tags: [posts, bread]
description: What finally made my loaves open up.
---

Three months in, the starter (Gerald) is reliable enough that the variable is now me. These are the notes I
keep rewriting on the back of an envelope, moved somewhere I will not lose them.

## Starter

I feed at 1:5:5 in the evening and use it the next morning when it has just crested. Feeding at 1:1:1 made it
peak in four hours, which never lined up with my day. Whole rye in the feed, about a fifth, keeps it lively in
a cold kitchen.

## Dough

- 75% hydration was too slack for my flour; 70% holds its shape and still opens up.
- Salt goes in after a forty-minute autolyse, with a splash of the held-back water.
- Four sets of coil folds, thirty minutes apart, then leave it alone.

Bulk is done when the dough has grown by about half, domes at the edges and jiggles as a whole. On a warm day
that is five hours, on a cold one closer to eight, so I stopped watching the clock and started watching the
dough.

## Bake

Cold retard overnight, score straight from the fridge, Dutch oven at 250 °C with the lid on for twenty minutes,
then 230 °C without the lid until it is darker than feels comfortable. Waiting an hour before cutting is the
hardest step and the one that matters most for the crumb.

Next month: a rye-heavy loaf, and finally writing down the timings for the weekday schedule.
'''


def t11(rs: RowSet) -> None:
    root = "/home/lena/sites/garden"
    cfg = f"{root}/.eleventy.js"
    layout = f"{root}/src/_includes/layouts/post.njk"
    post = f"{root}/src/posts/2024-08-02-sourdough-notes.md"
    anchor = '''  eleventyConfig.addFilter("htmlDateString", (dateObj) =>
    DateTime.fromJSDate(dateObj, { zone: "utc" }).toFormat("yyyy-LL-dd")
  );'''
    add = '''

  eleventyConfig.addFilter("readingTime", (html) => {
    const words = String(html).replace(/<[^>]+>/g, " ").split(/\\s+/).filter(Boolean).length;
    return Math.max(1, Math.round(words / 220));
  });'''
    body = SOURDOUGH.split("---\n", 2)[2].replace("#", " ").replace("- ", " ")
    minutes = max(1, round(len(body.split()) / 220))
    old_time = '<time datetime="{{ page.date | htmlDateString }}">{{ page.date | readableDate }}</time>'
    new_time = old_time + ' · <span class="reading-time">{{ content | readingTime }} min read</span>'
    b1 = "[11ty] Copied 14 files / Wrote 37 files in 1.12 seconds (30.3ms each, v2.0.1)"
    b2 = "[11ty] Copied 14 files / Wrote 39 files in 0.98 seconds (25.1ms each, v2.0.1)"
    grep_cmd = "ls _site/tags/ && grep -ho '<span class=\"reading-time\">[0-9]* min read</span>' _site/posts/*/index.html | sort | uniq -c"
    buckets = {1: 2, 2: 2, 4: 1, 7: 1}
    buckets[minutes] = buckets.get(minutes, 0) + 1
    grep_out = "bikes\nbread\ncooking\nlinux\nnotes\nwalks\n" + "\n".join(
        f'{buckets[m]:7d} <span class="reading-time">{m} min read</span>' for m in sorted(buckets, key=str))
    serve_cmd = ("(npx @11ty/eleventy --serve --port 8090 > /tmp/11ty.log 2>&1 &) ; sleep 4; cat /tmp/11ty.log; "
                 "curl -s localhost:8090/posts/2024-08-02-sourdough-notes/ | grep -o '<time.*min read</span>'")
    line = f'<time datetime="2024-08-02">2 Aug 2024</time> · <span class="reading-time">{minutes} min read</span>'
    serve1 = f'''[11ty] Copied 14 files / Wrote 39 files in 1.04 seconds (26.7ms each, v2.0.1)
[11ty] Watching…
[11ty] Server at http://localhost:8090/
{line}'''
    restart_cmd = ("kill 55102; (npx @11ty/eleventy --serve --incremental --port 8090 > /tmp/11ty.log 2>&1 &) ; sleep 4; "
                   "cat /tmp/11ty.log; curl -s -o /dev/null -w '%{http_code} %{size_download}\\n' localhost:8090/posts/2024-08-02-sourdough-notes/")
    serve2 = '''[11ty] Copied 14 files / Wrote 39 files in 0.95 seconds (24.4ms each, v2.0.1)
[11ty] Watching…
[11ty] Server at http://localhost:8090/
200 6214'''
    st = ''' M .eleventy.js
 M src/_includes/layouts/post.njk
?? src/posts/2024-08-02-sourdough-notes.md'''
    turns = [
        (call("list_directory", path=root),
         gdir(root, ["src"], [".eleventy.js", ".gitignore", "README.md", "netlify.toml", "package-lock.json", "package.json"])),
        (call("read_file", absolute_path=cfg), ELEVENTY_CFG),
        (gshell("npx @11ty/eleventy --quiet", "Build the site once as a baseline"), gem_run("npx @11ty/eleventy --quiet", b1, pgid=54810)),
        (call("replace", file_path=cfg, old_string=anchor, new_string=anchor + add), ok_replace(cfg)),
        (call("replace", file_path=layout, old_string=old_time, new_string=new_time), ok_replace(layout)),
        (call("write_file", file_path=post, content=SOURDOUGH), ok_new(post)),
        (gshell("npx @11ty/eleventy --quiet", "Rebuild with the filter and the new post"), gem_run("npx @11ty/eleventy --quiet", b2, pgid=54977)),
        (gshell(grep_cmd, "Check tag pages and the reading times rendered into the posts"), gem_run(grep_cmd, grep_out, pgid=55010)),
        (gshell(serve_cmd, "Start the dev server and fetch the new post"),
         gem_run(serve_cmd, serve1, pgid=55088).replace("Background PIDs: (none)", "Background PIDs: 55102")),
        (gshell(restart_cmd, "Restart the dev server in incremental mode and check the post still serves"),
         gem_run(restart_cmd, serve2, pgid=55361).replace("Background PIDs: (none)", "Background PIDs: 55377")),
        (gshell("kill 55377; git status --short", "Stop the dev server and list changes"), gem_run("kill 55377; git status --short", st, pgid=55420)),
    ]
    rs.add(task="swe", tid="h23-swe-11", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=("Personal Eleventy 2.0.1 site ('garden') at /home/lena/sites/garden, Node 20; _site/ is git-ignored. "
                  "Task: show an estimated reading time (220 words per minute, at least 1) next to each post's date, and "
                  "publish the drafted sourdough post dated 2024-08-02 with tags posts and bread."),
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-12  Gemini CLI, Python (tomlkit): keep a UTF-8 BOM in TOMLFile, commit, push
# ---------------------------------------------------------------------------------------------------------

TOMLFILE = '''import os
import re

from typing import TYPE_CHECKING

from tomlkit.api import loads
from tomlkit.toml_document import TOMLDocument


if TYPE_CHECKING:
    from _typeshed import StrPath as _StrPath
else:
    from typing import Union

    _StrPath = Union[str, os.PathLike]


class TOMLFile:
    """
    Represents a TOML file.

    :param path: path to the TOML file
    """

    def __init__(self, path: _StrPath) -> None:
        self._path = path
        self._linesep = os.linesep

    def read(self) -> TOMLDocument:
        """Read the file content as a :class:`tomlkit.toml_document.TOMLDocument`."""
        with open(self._path, encoding="utf-8", newline="") as f:
            content = f.read()

            # check if consistent line endings
            num_newline = content.count("\\n")
            if num_newline > 0:
                num_win_eol = content.count("\\r\\n")
                if num_win_eol == num_newline:
                    content = content.replace("\\r\\n", "\\n")
                    self._linesep = "\\r\\n"
                elif num_win_eol == 0:
                    self._linesep = "\\n"
                else:
                    self._linesep = "mixed"

            return loads(content)

    def write(self, data: TOMLDocument) -> None:
        """Write the TOMLDocument to the file."""
        content = data.as_string()

        # apply linesep
        if self._linesep == "\\n":
            content = content.replace("\\r\\n", "\\n")
        elif self._linesep == "\\r\\n":
            content = re.sub(r"(?<!\\r)\\n", "\\r\\n", content)

        with open(self._path, "w", encoding="utf-8", newline="") as f:
            f.write(content)
'''

TOML_TEST_ANCHOR = '''    with open(toml_path, "rb") as f:
        assert f.read() == b"a = 1\\r\\nb = 2\\n"'''

TOML_NEW_TEST = '''


def test_bom_is_preserved(tmpdir):
    toml_path = os.path.join(tmpdir, "bom.toml")
    with open(toml_path, "wb") as f:
        f.write(b"\\xef\\xbb\\xbfa = 1\\r\\n")

    f = TOMLFile(toml_path)
    content = f.read()
    assert content["a"] == 1
    content["b"] = 2
    f.write(content)

    with open(toml_path, "rb") as f:
        assert f.read() == b"\\xef\\xbb\\xbfa = 1\\r\\nb = 2\\r\\n"'''


def t12(rs: RowSet) -> None:
    root = "/home/pk/src/tomlkit"
    path = f"{root}/tomlkit/toml_file.py"
    tpath = f"{root}/tests/test_toml_file.py"
    new = TOMLFILE.replace('''        self._linesep = os.linesep
''', '''        self._linesep = os.linesep
        self._bom = False
''').replace('''            content = f.read()
''', '''            content = f.read()

            # a UTF-8 byte order mark is not part of the document; remember it for write()
            if content.startswith("\\ufeff"):
                content = content[1:]
                self._bom = True
''').replace('''            content = re.sub(r"(?<!\\r)\\n", "\\r\\n", content)
''', '''            content = re.sub(r"(?<!\\r)\\n", "\\r\\n", content)

        if self._bom:
            content = "\\ufeff" + content
''')
    assert new.count("_bom") == 3
    ins1, del1 = diffcount(TOMLFILE, new)
    ins2 = len(TOML_NEW_TEST.split("\n")) - 1
    stat = dstat([("tests/test_toml_file.py", ins2, 0), ("tomlkit/toml_file.py", ins1, del1)])
    msg = "Preserve a UTF-8 byte order mark in TOMLFile"
    tests = prog("." * 9) + "\n9 passed in 0.08s\n1163 passed, 3 xfailed in 9.41s"
    commit = f"[bom-support 2f7a9c3] {msg}\n" + stat.split("\n")[-1]
    status = f'''On branch bom-support
Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   tomlkit/toml_file.py

no changes added to commit (use "git add" and/or "git commit -a")
2f7a9c3 (HEAD -> bom-support) {msg}
0d1ac5e (origin/master, origin/HEAD, master) Bump version to 0.13.0'''
    push = '''Enumerating objects: 11, done.
Counting objects: 100% (11/11), done.
Delta compression using up to 8 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (6/6), 1.21 KiB | 1.21 MiB/s, done.
Total 6 (delta 5), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (5/5), completed with 5 local objects.
remote: 
remote: Create a pull request for 'bom-support' on GitHub by visiting:
remote:      https://github.com/pkarwowski/tomlkit/pull/new/bom-support
remote: 
To github.com:pkarwowski/tomlkit.git
 * [new branch]      bom-support -> bom-support
branch 'bom-support' set up to track 'origin/bom-support'.
## bom-support...origin/bom-support'''
    test_cmd = "python -m pytest -q tests/test_toml_file.py && python -m pytest -q | tail -1"
    commit_cmd = f'git add tomlkit/toml_file.py tests/test_toml_file.py && git commit -m "{msg}"'
    turns = [
        (call("read_file", absolute_path=path), TOMLFILE),
        (call("write_file", file_path=path, content=new), ok_over(path)),
        (call("replace", file_path=tpath, old_string=TOML_TEST_ANCHOR, new_string=TOML_TEST_ANCHOR + TOML_NEW_TEST), ok_replace(tpath)),
        (gshell(test_cmd, "Run the TOMLFile tests, then the whole suite"), gem_run(test_cmd, tests, pgid=30412)),
        (gshell(commit_cmd, "Commit the fix and its test"), gem_run(commit_cmd, commit, pgid=30655)),
        (gshell("git status && git log --oneline --decorate -2", "Check the working tree after the commit"),
         gem_run("git status && git log --oneline --decorate -2", status, pgid=30671)),
        (gshell("git show --stat --format='%h %s' HEAD", "Show what the commit contains"),
         gem_run("git show --stat --format='%h %s' HEAD", f"2f7a9c3 {msg}\n\n{stat}", pgid=30688)),
        (gshell("git push -u origin bom-support 2>&1 && git status -sb", "Push the branch to the fork"),
         gem_run("git push -u origin bom-support 2>&1 && git status -sb", push, pgid=30702)),
    ]
    rs.add(task="swe", tid="h23-swe-12", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=("Fork of python-poetry/tomlkit at /home/pk/src/tomlkit (origin = github.com:pkarwowski/tomlkit), branch "
                  "bom-support just created from master at 0d1ac5e, clean, no git hooks installed, Python 3.11 venv active. "
                  "Issue #339: TOMLFile.read() keeps the U+FEFF of a file saved with a BOM and the parser rejects it; strip it "
                  "on read and write it back on write."),
           bad=True, turn=6, kind="git status lists a file as modified right after a commit that included it, with no edit in between")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-13  OpenHands, JavaScript (markdown-it-attrs): tab as attribute separator
# ---------------------------------------------------------------------------------------------------------

MIA_GETATTRS = '''exports.getAttrs = function (str, start, options) {
  // not tab, line feed, form feed, space, solidus, greater than sign, quotation mark, apostrophe and equals sign
  const allowedKeyChars = /[^\\t\\n\\f />"'=]/;
  const pairSeparator = ' ';
  const keySeparator = '=';
  const classChar = '.';
  const idChar = '#';

  const attrs = [];
  let key = '';
  let value = '';
  let parsingKey = true;
  let valueInsideQuotes = false;

  // read inside {}
  // start + left delimiter length to avoid beginning {
  // breaks when } is found or end of string
  for (let i = start + options.leftDelimiter.length; i < str.length; i++) {
    if (str.slice(i, i + options.rightDelimiter.length) === options.rightDelimiter) {
      if (key !== '') { attrs.push([key, value]); }
      break;
    }
    const char_ = str.charAt(i);

    // switch to reading value if equal sign
    if (char_ === keySeparator && parsingKey) {
      parsingKey = false;
      continue;
    }

    // {.class} {..css-module}
    if (char_ === classChar && key === '') {
      if (str.charAt(i + 1) === classChar) {
        key = 'css-module';
        i += 1;
      } else {
        key = 'class';
      }
      parsingKey = false;
      continue;
    }

    // {#id}
    if (char_ === idChar && key === '') {
      key = 'id';
      parsingKey = false;
      continue;
    }

    // {value="inside quotes"}
    if (char_ === '"' && value === '' && !valueInsideQuotes) {
      valueInsideQuotes = true;
      continue;
    }
    if (char_ === '"' && valueInsideQuotes) {
      valueInsideQuotes = false;
      continue;
    }

    // read next key/value pair
    if ((char_ === pairSeparator && !valueInsideQuotes)) {
      if (key === '') {
        // beginning or ending space: { .red } vs {.red}
        continue;
      }
      attrs.push([key, value]);
      key = '';
      value = '';
      parsingKey = true;
      continue;
    }'''

MIA_ANCHOR = '''  it('should support multiple classes', () => {
    src = 'text {.red .green}';
    expected = '<p class="red green">text</p>\\n';
    assert.equal(md.render(src), expected);
  });'''

MIA_NEW = '''

  it('should treat a tab as an attribute separator', () => {
    src = 'text {.red\\t.green #x}';
    expected = '<p class="red green" id="x">text</p>\\n';
    assert.equal(md.render(src), expected);
  });'''


def t13(rs: RowSet) -> None:
    root = "/workspace/arve0__markdown-it-attrs"
    utils = f"{root}/utils.js"
    test = f"{root}/test/test.js"
    first = 12
    full = "\n" * (first - 1) + MIA_GETATTRS
    old = "    if ((char_ === pairSeparator && !valueInsideQuotes)) {"
    new = "    if ((char_ === pairSeparator || char_ === '\\t') && !valueInsideQuotes) {"
    v1 = full.replace(old, new)
    ln = line_no(v1, new.strip())
    du = nbytes(new) - nbytes(old)
    dt = nbytes(MIA_NEW)
    s_utils, s_test = 6842, 24877
    t1 = f'''Tue May 14 09:41:02 UTC 2024
-rw-r--r-- 1 root root  5214 2024-05-02 16:20:11.000000000 +0000 index.js
-rw-r--r-- 1 root root  8311 2024-05-02 16:20:11.000000000 +0000 patterns.js
-rw-r--r-- 1 root root {s_test} 2024-05-02 16:20:11.000000000 +0000 test/test.js
-rw-r--r-- 1 root root  {s_utils} 2024-05-02 16:20:11.000000000 +0000 utils.js'''
    t_first = 58
    tfull = "\n" * (t_first - 1) + MIA_ANCHOR + MIA_NEW + '''

  it('should support attributes with spaces in quotes', () => {'''
    mocha = """    ✔ getAttrs should treat a tab inside quotes as part of the value
    ✔ should treat a tab as an attribute separator
  143 passing (117ms)"""
    t7 = f'''-rw-r--r-- 1 root root  5214 2024-05-02 16:20:11.000000000 +0000 index.js
-rw-r--r-- 1 root root  8311 2024-05-02 16:20:11.000000000 +0000 patterns.js
-rw-r--r-- 1 root root {s_test + dt} 2024-05-14 09:45:18.604213377 +0000 test/test.js
-rw-r--r-- 1 root root  {s_utils + du} 2024-05-14 09:37:26.118930551 +0000 utils.js
Tue May 14 09:48:55 UTC 2024'''
    stat = dstat([("test/test.js", len(MIA_NEW.split("\n")) - 1, 0), ("utils.js", 1, 1)])
    turns = [
        (bash(f"cd {root} && date && ls -l --time-style=full-iso index.js patterns.js test/test.js utils.js"), oh_bash(t1, root)),
        (editor("view", utils, view_range=[first, first + len(MIA_GETATTRS.split(chr(10))) - 1]), cat_n(utils, MIA_GETATTRS, first)),
        (editor("str_replace", utils, old_str=old, new_str=new), edited(utils, window(v1, ln - 4, ln + 6), ln - 4)),
        (editor("str_replace", test, old_str=MIA_ANCHOR, new_str=MIA_ANCHOR + MIA_NEW),
         edited(test, window(tfull, t_first, t_first + 14), t_first)),
        (bash('npm test 2>&1 | grep -E "tab|passing|failing"'),
         oh_bash(mocha, root)),
        (bash("git diff --stat"), oh_bash(stat, root)),
        (bash("ls -l --time-style=full-iso index.js patterns.js test/test.js utils.js && date"), oh_bash(t7, root)),
    ]
    rs.add(task="swe", tid="h23-swe-13", system=OH_SYSTEM.format(root=root), turns=turns,
           state=("markdown-it-attrs 4.1.6 at /workspace/arve0__markdown-it-attrs (Node 18, mocha). Issue #162: a tab between "
                  "two attributes, as in `text {.red\\t.green}`, is not treated as a separator and yields class=\"red\\t.green\"."),
           bad=True, turn=7, kind="an edited file's modification time is earlier than the clock reading taken before the edit")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-14  OpenHands, Python (humanize): negative sizes in naturalsize (clean, with a stash round trip)
# ---------------------------------------------------------------------------------------------------------

HUM_FILESIZE = '''def naturalsize(
    value: float | str,
    binary: bool = False,
    gnu: bool = False,
    format: str = "%.1f",
) -> str:
    """Format a number of bytes like a human-readable filesize (e.g. 10 kB).

    By default, decimal suffixes (kB, MB) are used.

    Non-GNU modes are compatible with jinja2's `filesizeformat` filter.

    Examples:
        ```pycon
        >>> naturalsize(3000000)
        '3.0 MB'
        >>> naturalsize(300, False, True)
        '300B'
        >>> naturalsize(3000, False, True)
        '2.9K'
        >>> naturalsize(3000, False, True, "%.3f")
        '2.930K'
        >>> naturalsize(3000, True)
        '2.9 KiB'
        >>> naturalsize(10**28)
        '10000.0 YB'
        >>> naturalsize(-4096, True)
        '-4.0 KiB'

        ```
    Args:
        value (int, float, str): Integer to convert.
        binary (bool): If `True`, uses binary suffixes (KiB, MiB) with base
            2<sup>10</sup> instead of 10<sup>3</sup>.
        gnu (bool): If `True`, the binary argument is ignored and GNU-style
            (`ls -sh` style) prefixes are used (K, M) with the 2**10 definition.
        format (str): Custom formatter.

    Returns:
        str: Human readable representation of a filesize.
    """
    if gnu:
        suffix = suffixes["gnu"]
    elif binary:
        suffix = suffixes["binary"]
    else:
        suffix = suffixes["decimal"]

    base = 1024 if (gnu or binary) else 1000
    bytes_ = float(value)
    abs_bytes = abs(bytes_)

    if abs_bytes == 1 and not gnu:
        return "%d Byte" % bytes_

    if abs_bytes < base and not gnu:
        return "%d Bytes" % bytes_

    if abs_bytes < base and gnu:
        return "%dB" % bytes_

    for i, s in enumerate(suffix):
        unit = base ** (i + 2)

        if bytes_ < unit:
            break

    if gnu:
        return format % (base * bytes_ / unit) + s
    return (format + " %s") % ((base * bytes_ / unit), s)'''

HUM_PARAMS = '''        ([300], "300 Bytes"),
        ([3000], "3.0 kB"),
        ([3000000], "3.0 MB"),
        ([3000000000], "3.0 GB"),
        ([3000000000000], "3.0 TB"),
        ([300, True], "300 Bytes"),
        ([3000, True], "2.9 KiB"),
        ([3000000, True], "2.9 MiB"),
        ([300, False, True], "300B"),
        ([3000, False, True], "2.9K"),
        ([3000000, False, True], "2.9M"),
        ([1024, False, True], "1.0K"),
        ([10**26 * 30, False, True], "2481.5Y"),
        ([10**26 * 30, True], "2481.5 YiB"),
        ([10**26 * 30], "3000.0 YB"),
        ([1, False, False], "1 Byte"),
        ([3141592, False, False, "%.2f"], "3.14 MB"),
        ([3000, False, True, "%.3f"], "2.930K"),
        ([3000000000, False, True, "%.0f"], "3G"),
        ([10**26 * 30, True, False, "%.3f"], "2481.542 YiB"),'''

HUM_NEW_PARAMS = '''        ([-5000000], "-5.0 MB"),
        ([-3000, True], "-2.9 KiB"),
        ([-3000, False, True], "-2.9K"),'''


def t14(rs: RowSet) -> None:
    root = "/workspace/python-humanize__humanize"
    path = f"{root}/src/humanize/filesize.py"
    tpath = f"{root}/tests/test_filesize.py"
    first = 32
    full = "\n" * (first - 1) + HUM_FILESIZE
    v1 = full.replace("        if bytes_ < unit:", "        if abs_bytes < unit:")
    ln = line_no(v1, "if abs_bytes < unit:")
    grep = "\n".join(f"{i}:{t}" for i, t in enumerate(full.split("\n"), 1) if "bytes_ < unit" in t or "abs_bytes" in t)
    probe = 'python -c "import humanize as h; print(h.naturalsize(-5_000_000), h.naturalsize(5_000_000), h.naturalsize(-3000, binary=True), h.naturalsize(-3000, gnu=True))"'
    bad_out = "-5000.0 kB 5.0 MB -2.9 KiB -2.9K"
    good_out = "-5.0 MB 5.0 MB -2.9 KiB -2.9K"
    vstart, vend = first + 43, first + len(HUM_FILESIZE.split("\n")) - 1
    stash = f'''Saved working directory and index state WIP on main: 8f2d3c1 Add Esperanto locale (#178)
{bad_out}'''
    pop = f'''On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/humanize/filesize.py

no changes added to commit (use "git add" and/or "git commit -a")
Dropped refs/stash@{{0}} (4a1c9e07d2b35f68a0e1d4c7b92f3e5a8d6c0b11)
{good_out}'''
    p_first = 12
    anchor = '        ([1, False, False], "1 Byte"),'
    params2 = HUM_PARAMS.replace(anchor, anchor + "\n" + HUM_NEW_PARAMS)
    tfull = "\n" * (p_first - 1) + params2
    pa = line_no(tfull, anchor.strip())
    diff = f'''diff --git a/src/humanize/filesize.py b/src/humanize/filesize.py
index 2b7d1f0..e6a93c4 100644
--- a/src/humanize/filesize.py
+++ b/src/humanize/filesize.py
@@ -{ln - 3},7 +{ln - 3},7 @@ def naturalsize(
     for i, s in enumerate(suffix):
         unit = base ** (i + 2)
 
-        if bytes_ < unit:
+        if abs_bytes < unit:
             break
 
     if gnu:
diff --git a/tests/test_filesize.py b/tests/test_filesize.py
index 71c0e3d..0d9b5aa 100644
--- a/tests/test_filesize.py
+++ b/tests/test_filesize.py
@@ -{pa - 3},6 +{pa - 3},9 @@ import humanize
         ([10**26 * 30, True], "2481.5 YiB"),
         ([10**26 * 30], "3000.0 YB"),
         ([1, False, False], "1 Byte"),
{chr(10).join("+" + x for x in HUM_NEW_PARAMS.split(chr(10)))}
         ([3141592, False, False, "%.2f"], "3.14 MB"),
         ([3000, False, True, "%.3f"], "2.930K"),
         ([3000000000, False, True, "%.0f"], "3G"),'''
    turns = [
        (bash(f"cd {root} && {probe}"), oh_bash(bad_out, root)),
        (bash('grep -n "bytes_ < unit\\|abs_bytes" src/humanize/filesize.py'), oh_bash(grep, root)),
        (editor("view", path, view_range=[vstart, vend]), cat_n(path, window(full, vstart, vend), vstart)),
        (editor("str_replace", path, old_str="        if bytes_ < unit:\n            break", new_str="        if abs_bytes < unit:\n            break"),
         edited(path, window(v1, ln - 4, ln + 5), ln - 4)),
        (bash(f"git stash && {probe}"), oh_bash(stash, root)),
        (bash(f"git stash pop && {probe}"), oh_bash(pop, root)),
        (bash("python -m pytest tests/test_filesize.py -q"), oh_bash(prog("." * 48) + "\n48 passed in 0.11s", root)),
        (editor("str_replace", tpath, old_str=anchor, new_str=anchor + "\n" + HUM_NEW_PARAMS),
         edited(tpath, window(tfull, pa - 4, pa + 7), pa - 4)),
        (bash("python -m pytest tests/test_filesize.py -q"), oh_bash(prog("." * 51) + "\n51 passed in 0.12s", root)),
        (bash("git diff"), oh_bash(diff, root)),
    ]
    rs.add(task="swe", tid="h23-swe-14", system=OH_SYSTEM.format(root=root), turns=turns,
           state=("python-humanize 4.9.0 at /workspace/python-humanize__humanize (editable install), branch main at 8f2d3c1, "
                  "clean, no stashes. Issue #184: `naturalsize(-5_000_000)` gives '-5000.0 kB' instead of '-5.0 MB'; the "
                  "unit is picked from the signed value."),
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-15  Gemini CLI, Rust (mdBook): lowercase non-ASCII letters in heading ids (clean)
# ---------------------------------------------------------------------------------------------------------

MDB_CHUNK = '''/// Replaces multiple consecutive whitespace characters with a single space character.
pub fn collapse_whitespace(text: &str) -> Cow<'_, str> {
    static RE: Lazy<Regex> = Lazy::new(|| Regex::new(r"\\s\\s+").unwrap());
    RE.replace_all(text, " ")
}

/// Convert the given string to a valid HTML element ID.
/// The only restriction is that the ID must not contain any ASCII whitespace.
pub fn normalize_id(content: &str) -> String {
    content
        .chars()
        .filter_map(|ch| {
            if ch.is_alphanumeric() || ch == '_' || ch == '-' {
                Some(ch.to_ascii_lowercase())
            } else if ch.is_whitespace() {
                Some('-')
            } else {
                None
            }
        })
        .collect::<String>()
}

/// Generate an ID for use with anchors which is derived from a "normalised"
/// string.
// This function should be made private when the deprecation expires.
#[deprecated(since = "0.4.16", note = "use unique_id_from_content instead")]
pub fn id_from_content(content: &str) -> String {
    let mut content = content.to_string();

    // Skip any tags or html-encoded stuff
    static HTML: Lazy<Regex> = Lazy::new(|| Regex::new(r"(<.*?>)").unwrap());
    content = HTML.replace_all(&content, "").into();
    const REPL_SUB: &[&str] = &["&lt;", "&gt;", "&amp;", "&#39;", "&quot;"];
    for sub in REPL_SUB {
        content = content.replace(sub, "");
    }

    // Remove spaces and hashes indicating a header
    let trimmed = content.trim().trim_start_matches('#').trim();

    normalize_id(trimmed)
}

/// Generate an ID for use with anchors which is derived from a "normalised"
/// string.
///
/// Each ID returned will be unique, if the same `id_counter` is provided on
/// each call.
pub fn unique_id_from_content(content: &str, id_counter: &mut HashMap<String, usize>) -> String {'''


def t15(rs: RowSet) -> None:
    root = "/home/tom/src/mdBook"
    utils = f"{root}/src/utils"
    modrs = f"{utils}/mod.rs"
    first = 61
    n = len(MDB_CHUNK.split("\n"))
    fn_ln = first - 1 + line_no(MDB_CHUNK, "pub fn normalize_id")
    old_body = '''    content
        .chars()
        .filter_map(|ch| {
            if ch.is_alphanumeric() || ch == '_' || ch == '-' {
                Some(ch.to_ascii_lowercase())
            } else if ch.is_whitespace() {
                Some('-')
            } else {
                None
            }
        })
        .collect::<String>()
}'''
    new_body = '''    let mut ret = String::with_capacity(content.len());
    for ch in content.chars() {
        if ch.is_alphanumeric() || ch == '_' || ch == '-' {
            // `to_lowercase` (not the ASCII variant) so that `Über` becomes `über`, as on GitHub
            ret.extend(ch.to_lowercase());
        } else if ch.is_whitespace() {
            ret.push('-');
        }
    }
    ret
}'''
    assert old_body in MDB_CHUNK
    ls1 = '''total 52
-rw-r--r--  1 tom tom 15877 Jun  3 18:02 mod.rs
-rw-r--r--  1 tom tom  9210 Jun  3 18:02 toml_ext.rs
-rw-r--r--  1 tom tom  8021 Jun  3 18:02 fs.rs
-rw-r--r--  1 tom tom  5412 Jun  3 18:02 string.rs
drwxr-xr-x  2 tom tom  4096 Jun  3 18:02 .
drwxr-xr-x 10 tom tom  4096 Jun  3 18:02 ..
-rwxr-xr-x 2 tom tom 38M Jun  3 18:20 target/debug/mdbook'''
    trunc = (f"[File content truncated: showing lines {first}-{first + n - 1} of 461 total lines. "
             "Use offset/limit parameters to view more.]\n" + MDB_CHUNK)
    t_old = '''            assert_eq!(normalize_id("한국어"), "한국어");
            assert_eq!(normalize_id(""), "");'''
    t_new = '''            assert_eq!(normalize_id("한국어"), "한국어");
            assert_eq!(normalize_id("Über uns"), "über-uns");
            assert_eq!(normalize_id("ÀÉÎ-Õ_ü"), "àéî-õ_ü");
            assert_eq!(normalize_id(""), "");'''
    utils_tests = sorted([
        "utils::fs::tests::copy_files_except_ext_test", "utils::fs::tests::take_rustdoc_include_lines_test",
        "utils::fs::tests::path_to_root_from_file", "utils::fs::tests::path_to_root_from_nested_file",
        "utils::fs::tests::normalize_path_collapses_dots", "utils::string::tests::take_lines_test",
        "utils::string::tests::take_anchored_lines_test", "utils::string::tests::take_rustdoc_include_anchored_lines_test",
        "utils::string::tests::take_rustdoc_include_lines_test", "utils::tests::escaping::escaped_brackets",
        "utils::tests::escaping::escaped_quotes", "utils::tests::html_munging::it_normalizes_ids",
        "utils::tests::html_munging::it_generates_anchors", "utils::tests::html_munging::it_generates_unique_ids_from_content",
        "utils::tests::render_markdown::preserves_escapes", "utils::tests::render_markdown::it_can_keep_quotes_straight",
        "utils::tests::render_markdown::it_can_use_smart_quotes", "utils::tests::render_markdown::it_can_render_tables",
        "utils::tests::render_markdown::it_can_render_strikethrough", "utils::tests::render_markdown::it_can_add_rel_noopener",
        "utils::tests::render_markdown::leaves_inline_code_alone", "utils::tests::render_markdown::it_can_render_footnotes",
        "utils::toml_ext::tests::insert_key_in_empty_table", "utils::toml_ext::tests::read_nested_keys",
        "utils::toml_ext::tests::delete_nested_key", "utils::toml_ext::tests::insert_nested_key",
        "utils::fs::tests::write_file_creates_parents", "utils::tests::render_markdown::it_can_render_task_lists",
    ])
    t7 = (f"   Compiling mdbook v0.4.40 ({root})\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.06s\n"
          f"     Running unittests src/lib.rs (target/debug/deps/mdbook-9be3d41c7a0f25e8)\n\nrunning {len(utils_tests)} tests\n"
          + "\n".join(f"test {t} ... ok" for t in utils_tests)
          + f"\n\ntest result: ok. {len(utils_tests)} passed; 0 failed; 0 ignored; 0 measured; 143 filtered out; finished in 0.02s")
    lib_total = len(utils_tests) + 143
    t8 = f'''test result: ok. {lib_total} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.19s
test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s
test result: ok. 41 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 1.87s
test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s
test result: ok. 13 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 2.66s'''
    t9 = f'''   Compiling mdbook v0.4.40 ({root})
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 11.38s
-rwxr-xr-x 2 tom tom 39512344 Jun 20 11:42 target/debug/mdbook
-rwxr-xr-x 2 tom tom 38M Jun 20 11:42 target/debug/mdbook'''
    mk = ("rm -rf /tmp/b && mkdir -p /tmp/b/src && printf '[book]\\ntitle = \"t\"\\n' > /tmp/b/book.toml && "
          "printf '# Summary\\n\\n- [Intro](intro.md)\\n' > /tmp/b/src/SUMMARY.md && printf '# Intro\\n\\n## Über uns\\n\\n## Straße\\n' > /tmp/b/src/intro.md && "
          "./target/debug/mdbook build /tmp/b 2>&1 && grep -o '<h[12] id=\"[^\"]*\"' /tmp/b/book/intro.html")
    t10 = '''2024-06-20 11:43:07 [INFO] (mdbook::book): Book building has started
2024-06-20 11:43:07 [INFO] (mdbook::book): Running the html backend
<h1 id="intro"
<h2 id="über-uns"
<h2 id="straße"'''
    turns = [
        (call("list_directory", path=utils), gdir(utils, [], ["fs.rs", "mod.rs", "string.rs", "toml_ext.rs"])),
        (gshell("ls -laS src/utils && ls -lh target/debug/mdbook", "Show the utils files by size and the current debug binary"),
         gem_run("ls -laS src/utils && ls -lh target/debug/mdbook", ls1, pgid=61203)),
        (call("search_file_content", pattern="fn normalize_id", include="src/**/*.rs"),
         gsearch("fn normalize_id", [("src/utils/mod.rs", fn_ln, "pub fn normalize_id(content: &str) -> String {")], include="src/**/*.rs")),
        (call("read_file", absolute_path=modrs, offset=first - 1, limit=n), trunc),
        (call("replace", file_path=modrs, old_string=old_body, new_string=new_body), ok_replace(modrs)),
        (call("replace", file_path=modrs, old_string=t_old, new_string=t_new), ok_replace(modrs)),
        (gshell("cargo test --lib utils:: 2>&1 | tail -40", "Run the utils unit tests"), gem_run("cargo test --lib utils:: 2>&1 | tail -40", t7, pgid=61388)),
        (gshell('cargo test 2>&1 | grep "test result"', "Run the whole test suite"), gem_run('cargo test 2>&1 | grep "test result"', t8, pgid=61590)),
        (gshell("cargo build 2>&1 | tail -2 && ls -l target/debug/mdbook && ls -lh target/debug/mdbook", "Rebuild the binary"),
         gem_run("cargo build 2>&1 | tail -2 && ls -l target/debug/mdbook && ls -lh target/debug/mdbook", t9, pgid=61702)),
        (gshell(mk, "Build a throwaway book with non-ASCII headings and check the generated ids"), gem_run(mk, t10, pgid=61760)),
        (gshell("git status --short", "List changed files"), gem_run("git status --short", " M src/utils/mod.rs", pgid=61777)),
    ]
    rs.add(task="swe", tid="h23-swe-15", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=("mdBook 0.4.40 at /home/tom/src/mdBook (rustc 1.79), clean; target/debug/mdbook was built on Jun 3. Issue #2387: "
                  "a heading `## Über uns` gets the id `Über-uns` while GitHub and most tools produce `über-uns`, so links "
                  "copied from GitHub break. Lowercase all letters, not just ASCII."),
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-16  Gemini CLI, Rust (hexyl): rename a Printer method
# ---------------------------------------------------------------------------------------------------------

HEXYL_CHUNK = '''        Ok(())
    }

    /// Prints the offset column (or `*` for a squeezed line), followed by the
    /// inner separator. Does nothing but the outer border when the panel is hidden.
    #[inline]
    fn print_position_panel(&mut self) -> io::Result<()> {
        self.writer
            .write_all(self.border_style.outer_sep().to_string().as_bytes())?;
        if self.show_color {
            self.writer.write_all(COLOR_OFFSET.as_bytes())?;
        }
        if self.show_position_panel {
            match self.squeezer {
                Squeezer::Print => {
                    self.writer.write_all(&[b'*'])?;
                    if self.show_color {
                        self.writer.write_all(COLOR_RESET.as_bytes())?;
                    }
                    self.writer.write_all(b"       ")?;
                }
                Squeezer::Ignore | Squeezer::Disabled | Squeezer::Delete => {
                    let byte_index: [u8; 8] = (self.idx + self.display_offset).to_be_bytes();
                    let mut i = 0;
                    while byte_index[i] == 0x0 && i < 4 {
                        i += 1;
                    }
                    for &byte in byte_index.iter().skip(i) {
                        self.writer.write_all(&self.byte_hex_panel_g[byte as usize])?;
                    }
                    if self.show_color {
                        self.writer.write_all(COLOR_RESET.as_bytes())?;
                    }
                }
            }
            self.writer
                .write_all(self.border_style.inner_sep().to_string().as_bytes())?;
        }
        Ok(())
    }

    fn print_char_panel(&mut self) -> io::Result<()> {'''


def t16(rs: RowSet) -> None:
    root = "/home/noor/src/hexyl"
    lib = f"{root}/src/lib.rs"
    first = 406
    full = "\n" * (first - 1) + HEXYL_CHUNK
    def_ln = line_no(full, "fn print_position_panel")
    char_ln = line_no(full, "fn print_char_panel")
    calls = [(487, "            self.print_position_panel()?;"), (533, "        self.print_position_panel()?;")]
    hits = [("src/lib.rs", def_ln, "    fn print_position_panel(&mut self) -> io::Result<()> {")] + [("src/lib.rs", n, t) for n, t in calls]
    n = len(HEXYL_CHUNK.split("\n"))
    trunc = (f"[File content truncated: showing lines {first}-{first + n - 1} of 712 total lines. "
             "Use offset/limit parameters to view more.]\n" + HEXYL_CHUNK)
    renamed = full.replace("fn print_position_panel", "fn print_offset_panel")
    short = (f"[File content truncated: showing lines {first}-{first + 11} of 712 total lines. "
             "Use offset/limit parameters to view more.]\n" + window(renamed, first, first + 11))
    fns = [(298, "    fn print_header(&mut self) -> io::Result<()> {"),
           (341, "    fn print_footer(&mut self) -> io::Result<()> {"),
           (395, "    fn print_char(&mut self, i: u64) -> io::Result<()> {"),
           (def_ln, "    fn print_position_panel(&mut self) -> io::Result<()> {"),
           (char_ln, "    fn print_char_panel(&mut self) -> io::Result<()> {"),
           (476, "    fn print_byte(&mut self, i: usize, b: u8) -> io::Result<()> {"),
           (521, "    pub fn print_all<Reader: Read>(&mut self, reader: Reader) -> Result<(), Box<dyn std::error::Error>> {")]
    grep_fns = "\n".join(f"{a}:{b}" for a, b in fns)
    build = f'''   Compiling hexyl v0.14.0 ({root})
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.47s'''
    tests = '''     Running unittests src/lib.rs (target/debug/deps/hexyl-3c0e91a7d4b5f268)
test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
     Running unittests src/main.rs (target/debug/deps/hexyl-0b8f2d6e1a9c4357)
test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
     Running tests/integration_tests.rs (target/debug/deps/integration_tests-5e7a20c9b31d84f6)
test result: ok. 42 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.38s
   Doc-tests hexyl
test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.27s'''
    clippy = f'''    Checking hexyl v0.14.0 ({root})
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.92s'''
    tcmd = 'cargo test 2>&1 | grep -E "Running|Doc-tests|test result"'
    turns = [
        (call("search_file_content", pattern="print_position_panel"), gsearch("print_position_panel", hits)),
        (call("read_file", absolute_path=lib, offset=first - 1, limit=n), trunc),
        (call("replace", file_path=lib, old_string="    fn print_position_panel(&mut self) -> io::Result<()> {",
              new_string="    fn print_offset_panel(&mut self) -> io::Result<()> {"), ok_replace(lib)),
        (call("replace", file_path=lib, old_string="self.print_position_panel()?;", new_string="self.print_offset_panel()?;",
              expected_replacements=2), ok_replace(lib, 2)),
        (gshell("cargo build 2>&1 | tail -3", "Build after the rename"), gem_run("cargo build 2>&1 | tail -3", build, pgid=23310)),
        (call("search_file_content", pattern="print_position_panel"), gsearch("print_position_panel", [])),
        (gshell(tcmd, "Run all tests"), gem_run(tcmd, tests, pgid=23391)),
        (call("read_file", absolute_path=lib, offset=first - 1, limit=12), short),
        (gshell('grep -n "fn print_" src/lib.rs', "List the printing methods"), gem_run('grep -n "fn print_" src/lib.rs', grep_fns, pgid=23455)),
        (gshell("cargo clippy --all-targets 2>&1 | tail -3", "Lint"), gem_run("cargo clippy --all-targets 2>&1 | tail -3", clippy, pgid=23470)),
        (gshell("git diff --stat", "Summarise the change"), gem_run("git diff --stat", dstat([("src/lib.rs", 3, 3)]), pgid=23502)),
    ]
    rs.add(task="swe", tid="h23-swe-16", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=("hexyl 0.14.0 (a command-line hex viewer in Rust) at /home/noor/src/hexyl, clean. Cleanup ticket: the CLI calls "
                  "it the offset panel (--display-offset, --no-position is deprecated), so rename the private method "
                  "`Printer::print_position_panel` to `print_offset_panel`; the `show_position_panel` field stays."),
           bad=True, turn=9, kind="a method renamed in three places (confirmed by search, build and a file read) is listed under its old name by grep")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-17  OpenHands, Go (go-task): report unreadable dotenv files; rebase and amend (clean)
# ---------------------------------------------------------------------------------------------------------

TASK_DOTENV = '''package taskfile

import (
	"fmt"
	"os"

	"github.com/joho/godotenv"

	"github.com/go-task/task/v3/internal/compiler"
	"github.com/go-task/task/v3/internal/filepathext"
	"github.com/go-task/task/v3/internal/templater"
	"github.com/go-task/task/v3/taskfile/ast"
)

func Dotenv(c *compiler.Compiler, tf *ast.Taskfile, dir string) (*ast.Vars, error) {
	if len(tf.Dotenv) == 0 {
		return nil, nil
	}

	vars, err := c.GetTaskfileVariables()
	if err != nil {
		return nil, err
	}

	env := &ast.Vars{}
	cache := &templater.Cache{Vars: vars}

	for _, dotEnvPath := range tf.Dotenv {
		dotEnvPath = templater.Replace(dotEnvPath, cache)
		if dotEnvPath == "" {
			continue
		}
		dotEnvPath = filepathext.SmartJoin(dir, dotEnvPath)

		if _, err := os.Stat(dotEnvPath); os.IsNotExist(err) {
			continue
		}

		envs, err := godotenv.Read(dotEnvPath)
		if err != nil {
			return nil, fmt.Errorf("error reading env file %s: %w", dotEnvPath, err)
		}
		for key, value := range envs {
			if ok := env.Exists(key); !ok {
				env.Set(key, ast.Var{Value: value})
			}
		}
	}

	return env, nil
}'''


def t17(rs: RowSet) -> None:
    root = "/workspace/go-task__task"
    path = f"{root}/taskfile/dotenv.go"
    m = "github.com/go-task/task/v3"
    old = '''		if _, err := os.Stat(dotEnvPath); os.IsNotExist(err) {
			continue
		}'''
    new = '''		if _, err := os.Stat(dotEnvPath); err != nil {
			if os.IsNotExist(err) {
				continue
			}
			return nil, fmt.Errorf("task: cannot access env file %s: %w", dotEnvPath, err)
		}'''
    v1 = TASK_DOTENV.replace(old, new)
    ln = line_no(v1, "if _, err := os.Stat(dotEnvPath); err != nil {")
    ins, dels = diffcount(TASK_DOTENV, v1)
    t1 = '''## fix-dotenv-stat
5d1e0a4 (HEAD -> fix-dotenv-stat, origin/main, origin/HEAD, main) chore(deps): bump github.com/fatih/color from 1.16.0 to 1.17.0 (#1621)
b7c2e19 fix: watch not detecting new files (#1617)
36a0f4c feat: add --dry flag description to the usage (#1612)'''
    pk = ["", "/args", "/cmd/task", "/errors", "/internal/fingerprint", "/internal/omap", "/internal/output",
          "/internal/summary", "/internal/templater", "/taskfile", "/taskfile/ast"]

    def gotest(times: dict[str, str]) -> str:
        out = []
        for p in pk:
            if p in ("/cmd/task", "/errors"):
                out.append(f"?   \t{m}{p}\t[no test files]")
            else:
                out.append(f"ok  \t{m}{p}\t{times.get(p, '(cached)')}")
        return "\n".join(out)
    t4 = gotest({"": "5.127s", "/taskfile": "0.021s"})
    msg1 = "fix(dotenv): report unreadable env files"
    msg2 = "fix(dotenv): report env files that exist but cannot be read"
    summary = dstat([("taskfile/dotenv.go", ins, dels)]).split("\n")[-1]
    t5 = f'''[fix-dotenv-stat 8a41f2c] {msg1}
{summary}
8a41f2c (HEAD -> fix-dotenv-stat) {msg1}
5d1e0a4 (origin/main, origin/HEAD, main) chore(deps): bump github.com/fatih/color from 1.16.0 to 1.17.0 (#1621)'''
    t6 = '''From github.com:go-task/task
   5d1e0a4..c93b7de  main       -> origin/main
c93b7de docs: fix the dotenv precedence example (#1625)
0fe2a81 fix(output): flush prefixed output when a command fails (#1623)'''
    t7 = f'''Successfully rebased and updated refs/heads/fix-dotenv-stat.
e2f8d96 (HEAD -> fix-dotenv-stat) {msg1}
c93b7de (origin/main, origin/HEAD) docs: fix the dotenv precedence example (#1625)
0fe2a81 fix(output): flush prefixed output when a command fails (#1623)
5d1e0a4 (main) chore(deps): bump github.com/fatih/color from 1.16.0 to 1.17.0 (#1621)'''
    t8 = gotest({"": "5.034s", "/internal/output": "0.010s"})
    t9 = f'''[fix-dotenv-stat 71b3a05] {msg2}
 Date: Fri Jun 14 10:02:41 2024 +0200
{summary}
71b3a05 (HEAD -> fix-dotenv-stat) {msg2}
c93b7de (origin/main, origin/HEAD) docs: fix the dotenv precedence example (#1625)'''
    t10 = f'''commit 71b3a05c8e94d2f1a6b0e73d95c4f82a1e6d3b97 (HEAD -> fix-dotenv-stat)
Author: Mirela Ionescu <mirela@ionescu.ro>
Date:   Fri Jun 14 10:02:41 2024 +0200

    {msg2}

 taskfile/dotenv.go | {ins + dels} {"+" * ins}{"-" * dels}
{summary}
## fix-dotenv-stat'''
    turns = [
        (bash(f"cd {root} && git status -sb && git log --oneline --decorate -3"), oh_bash(t1, root)),
        (editor("view", path), cat_n(path, TASK_DOTENV)),
        (editor("str_replace", path, old_str=old, new_str=new), edited(path, window(v1, ln - 4, ln + 9), ln - 4)),
        (bash("go vet ./taskfile/ && go test ./... 2>&1 | tail -15"), oh_bash(t4, root)),
        (bash(f'git commit -am "{msg1}" && git log --oneline --decorate -2'),
         oh_bash(t5, root)),
        (bash("git fetch origin 2>&1 && git log --oneline HEAD..origin/main"), oh_bash(t6, root)),
        (bash("git rebase origin/main 2>&1 && git log --oneline --decorate -4"), oh_bash(t7, root)),
        (bash("go test ./... 2>&1 | tail -15"), oh_bash(t8, root)),
        (bash(f'git commit --amend -m "{msg2}" && git log --oneline --decorate -2'), oh_bash(t9, root)),
        (bash("git show --stat HEAD && git status -sb"), oh_bash(t10, root)),
    ]
    rs.add(task="swe", tid="h23-swe-17", system=OH_SYSTEM.format(root=root), turns=turns,
           state=("go-task/task v3 at /workspace/go-task__task (Go 1.22), branch fix-dotenv-stat just created from main; "
                  "git user Mirela Ionescu. Issue #1610: a dotenv file that exists but is not readable (e.g. mode 000) is "
                  "silently skipped by the os.Stat check and then fails later with a confusing message; report it "
                  "clearly. Rebase on the latest origin/main before opening the PR."),
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-18  OpenHands, Go (duf): unit tests for the filter helpers
# ---------------------------------------------------------------------------------------------------------

DUF_FILTER = '''package main

import (
	"path"
	"strings"
)

// FilterOptions contains all filters.
type FilterOptions struct {
	HiddenDevices map[string]struct{}
	OnlyDevices   map[string]struct{}

	HiddenFilesystems map[string]struct{}
	OnlyFilesystems   map[string]struct{}

	HiddenMountPoints map[string]struct{}
	OnlyMountPoints   map[string]struct{}
}

// parseCommaSeparatedValues parses comma separated string into a map.
func parseCommaSeparatedValues(values string) map[string]struct{} {
	m := make(map[string]struct{})
	for _, v := range strings.Split(values, ",") {
		v = strings.TrimSpace(v)
		if len(v) == 0 {
			continue
		}

		v = strings.ToLower(v)
		m[v] = struct{}{}
	}
	return m
}

// findInKey reports whether str matches one of the keys, which may be glob patterns.
func findInKey(str string, km map[string]struct{}) bool {
	if _, ok := km[str]; ok {
		return true
	}
	for p := range km {
		if ok, err := path.Match(p, str); err == nil && ok {
			return true
		}
	}
	return false
}
'''

DUF_TEST = '''package main

import "testing"

func TestParseCommaSeparatedValues(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"ext4", []string{"ext4"}},
		{" EXT4 , tmpfs,,", []string{"ext4", "tmpfs"}},
		{"/dev/sda*,/dev/nvme0n1p2", []string{"/dev/sda*", "/dev/nvme0n1p2"}},
	}
	for _, tt := range tests {
		got := parseCommaSeparatedValues(tt.in)
		if len(got) != len(tt.want) {
			t.Fatalf("parseCommaSeparatedValues(%q) = %v, want %v", tt.in, got, tt.want)
		}
		for _, w := range tt.want {
			if _, ok := got[w]; !ok {
				t.Errorf("parseCommaSeparatedValues(%q) is missing %q", tt.in, w)
			}
		}
	}
}

func TestFindInKey(t *testing.T) {
	km := parseCommaSeparatedValues("tmpfs,/snap/*")
	tests := []struct {
		in   string
		want bool
	}{
		{"tmpfs", true},
		{"/snap/core22", true},
		{"/home", false},
	}
	for _, tt := range tests {
		if got := findInKey(tt.in, km); got != tt.want {
			t.Errorf("findInKey(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}
'''


def t18(rs: RowSet) -> None:
    root = "/workspace/muesli__duf"
    fpath = f"{root}/filter.go"
    tpath = f"{root}/filter_test.go"
    files = [
        (3391, "filter.go"), (1887, "groups.go"), (9624, "main.go"), (2254, "man.go"), (1911, "mounts.go"),
        (2240, "mounts_darwin.go"), (2117, "mounts_freebsd.go"), (7043, "mounts_linux.go"), (2319, "mounts_linux_test.go"),
        (1733, "mounts_openbsd.go"), (3856, "mounts_windows.go"), (1402, "style.go"), (9718, "table.go"),
        (2761, "themes.go"),
    ]
    files[0] = (nbytes(DUF_FILTER), "filter.go")

    def ls(extra: list[tuple[int, str, str]]) -> str:
        rows = [(s, n, "May 27 08:14") for s, n in files] + extra
        rows.sort(key=lambda r: r[1])
        return "\n".join(f"-rw-r--r-- 1 root root {s:4d} {d} {n}" for s, n, d in rows)
    t1 = oh_bash(ls([]), root)
    old_case = '		{"/home", false},'
    new_case = '		{"/home", false},\n		{"/snap/core22/1380", false}, // * does not cross a /'
    test2 = DUF_TEST.replace(old_case, new_case)
    cl = line_no(test2, '{"/home", false},')
    v = '''=== RUN   TestParseCommaSeparatedValues
--- PASS: TestParseCommaSeparatedValues (0.00s)
=== RUN   TestFindInKey
--- PASS: TestFindInKey (0.00s)
PASS
ok  	github.com/muesli/duf	0.004s'''
    commit = f'''[master 6b0d3e2] Add unit tests for the filter helpers
 1 file changed, {len(test2.rstrip(chr(10)).split(chr(10)))} insertions(+)
 create mode 100644 filter_test.go'''
    turns = [
        (bash(f"cd {root} && ls -l *.go && git status --short"), t1),
        (editor("view", fpath), cat_n(fpath, DUF_FILTER[:-1])),
        (editor("create", tpath, file_text=DUF_TEST), f"File created successfully at: {tpath}"),
        (bash("go test -run 'TestParseCommaSeparatedValues|TestFindInKey' -v ."), oh_bash(v, root)),
        # the new test file (created in turn 3, compiled and run in turn 4) is absent from this listing
        (bash("ls -l *.go"), oh_bash(ls([]), root)),
        (editor("str_replace", tpath, old_str=old_case, new_str=new_case), edited(tpath, window(test2, cl - 5, cl + 6), cl - 5)),
        (bash("go test -run 'TestFindInKey' -v . && go test ./..."), oh_bash(v.split("\n", 4)[2] + "\n" + v.split("\n")[3] + "\nPASS\nok  \tgithub.com/muesli/duf\t0.003s\nok  \tgithub.com/muesli/duf\t0.006s", root)),
        (bash("gofmt -l . ; go vet ./..."), oh_bash("", root)),
        (bash("git status --short"), oh_bash("?? filter_test.go", root)),
        (bash('git add filter_test.go && git commit -m "Add unit tests for the filter helpers"'), oh_bash(commit, root)),
    ]
    rs.add(task="swe", tid="h23-swe-18", system=OH_SYSTEM.format(root=root), turns=turns,
           state=("duf (disk usage/free utility, Go 1.21) at /workspace/muesli__duf, branch master, clean. Task from the "
                  "maintainer: the -only-fs/-hide-mp style filters have no unit tests; add table tests for "
                  "parseCommaSeparatedValues and findInKey in a new filter_test.go and commit them."),
           bad=True, turn=5, kind="a test file created (and run) earlier is missing from a later directory listing")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-19  Gemini CLI, Java (junit-pioneer, Gradle): readable arrays in nullSafeToString (clean)
# ---------------------------------------------------------------------------------------------------------

JP_HEAD = '''/*
 * Copyright 2016-2023 the original author or authors.
 *
 * All rights reserved. This program and the accompanying materials are
 * made available under the terms of the Eclipse Public License v2.0 which
 * accompanies this distribution and is available at
 *
 * http://www.eclipse.org/legal/epl-v20.html
 */

package org.junitpioneer.internal;

import static java.lang.String.format;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.stream.Collector;
import java.util.stream.Stream;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * Pioneer-internal utility class.
 * DO NOT USE THIS CLASS - IT MAY CHANGE SIGNIFICANTLY IN ANY MINOR UPDATE.
 */
public class PioneerUtils {

    private PioneerUtils() {
        // private constructor to prevent instantiation of utility class
    }'''

JP_METHOD = '''    /**
     * Returns a string representation of the given object that never throws and
     * prints {@code "null"} for {@code null}.
     */
    public static String nullSafeToString(Object object) {
        if (object == null) {
            return "null";
        }
        try {
            return object.toString();
        }
        catch (Throwable throwable) {
            return defaultToString(object);
        }
    }

    private static String defaultToString(Object object) {
        return object.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(object));
    }'''

JP_METHOD_NEW = '''    /**
     * Returns a string representation of the given object that never throws and
     * prints {@code "null"} for {@code null}. Arrays are printed element by element.
     */
    public static String nullSafeToString(Object object) {
        if (object == null) {
            return "null";
        }
        try {
            if (object.getClass().isArray()) {
                if (object instanceof Object[]) {
                    return Arrays.deepToString((Object[]) object);
                }
                return primitiveArrayToString(object);
            }
            return object.toString();
        }
        catch (Throwable throwable) {
            return defaultToString(object);
        }
    }

    private static String primitiveArrayToString(Object array) {
        int length = Array.getLength(array);
        StringJoiner joiner = new StringJoiner(", ", "[", "]");
        for (int i = 0; i < length; i++) {
            joiner.add(String.valueOf(Array.get(array, i)));
        }
        return joiner.toString();
    }

    private static String defaultToString(Object object) {
        return object.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(object));
    }'''

JP_TESTS_ANCHOR = '''    @Nested
    class FindMethodCurrentOrEnclosingTests {'''

JP_TESTS_NEW = '''    @Nested
    class NullSafeToStringTests {

        @Test
        void printsNull() {
            assertThat(PioneerUtils.nullSafeToString(null)).isEqualTo("null");
        }

        @Test
        void printsPrimitiveArrays() {
            assertThat(PioneerUtils.nullSafeToString(new int[] { 1, 2, 3 })).isEqualTo("[1, 2, 3]");
            assertThat(PioneerUtils.nullSafeToString(new char[] { 'a' })).isEqualTo("[a]");
        }

        @Test
        void printsNestedObjectArrays() {
            Object[] nested = { "x", new String[] { "y", "z" } };
            assertThat(PioneerUtils.nullSafeToString(nested)).isEqualTo("[x, [y, z]]");
        }

    }

'''


JP_HEAD, JP_METHOD, JP_METHOD_NEW = tabs(JP_HEAD), tabs(JP_METHOD), tabs(JP_METHOD_NEW)
JP_TESTS_ANCHOR, JP_TESTS_NEW = tabs(JP_TESTS_ANCHOR), tabs(JP_TESTS_NEW)


def t19(rs: RowSet) -> None:
    root = "/home/ines/src/junit-pioneer"
    pkg = "src/main/java/org/junitpioneer/internal"
    utils = f"{root}/{pkg}/PioneerUtils.java"
    tests = f"{root}/src/test/java/org/junitpioneer/internal/PioneerUtilsTests.java"
    m_first = 151
    total = 262
    head_n = len(JP_HEAD.split("\n"))
    m_n = len(JP_METHOD.split("\n"))
    hits = [
        (f"{pkg}/PioneerUtils.java", m_first + 4, "    public static String nullSafeToString(Object object) {"),
        ("src/main/java/org/junitpioneer/jupiter/cartesian/CartesianTestNameFormatter.java", 88, "            .map(PioneerUtils::nullSafeToString)"),
        ("src/main/java/org/junitpioneer/jupiter/params/DisableIfNameExtension.java", 71, "        String name = PioneerUtils.nullSafeToString(argument);"),
        ("src/main/java/org/junitpioneer/jupiter/json/JsonConverter.java", 54, '                format("Could not convert [%s] to %s", PioneerUtils.nullSafeToString(source), targetType), e);'),
    ]
    hits = [(f, n, tabs(t)) for f, n, t in hits]
    r1 = (f"[File content truncated: showing lines 1-{head_n} of {total} total lines. Use offset/limit parameters to view more.]\n" + JP_HEAD)
    r2 = (f"[File content truncated: showing lines {m_first}-{m_first + m_n - 1} of {total} total lines. "
          "Use offset/limit parameters to view more.]\n" + JP_METHOD)
    new_full = "\n" * (m_first - 1) + JP_METHOD_NEW
    la = line_no(new_full, "int length = Array.getLength(array);")
    lj = line_no(new_full, "StringJoiner joiner")
    lg = line_no(new_full, "joiner.add(String.valueOf(Array.get(array, i)));")
    src = f"{root}/{pkg}/PioneerUtils.java"
    def err(ln: int, code: str, at: str, sym: str) -> str:
        code = tabs(code)
        col = code.index(at)
        caret = "".join("\t" if ch == "\t" else " " for ch in code[:col]) + "^"
        return f"{src}:{ln}: error: cannot find symbol\n{code}\n{caret}\n  symbol:   {sym}\n  location: class PioneerUtils"
    l1 = "        int length = Array.getLength(array);"
    l2 = '        StringJoiner joiner = new StringJoiner(", ", "[", "]");'
    l3 = "            joiner.add(String.valueOf(Array.get(array, i)));"
    fail = "\n".join([
        "Starting a Gradle Daemon (subsequent builds will be faster)", "", "> Task :compileJava FAILED",
        err(la, l1, "Array", "variable Array"), err(lj, l2, "StringJoiner", "class StringJoiner"),
        err(lj, l2, "StringJoiner(", "class StringJoiner"), err(lg, l3, "Array", "variable Array"),
        "4 errors", "", "FAILURE: Build failed with an exception.", "", "* What went wrong:",
        "Execution failed for task ':compileJava'.", "> Compilation failed; see the compiler error output for details.", "",
        "* Try:", "> Run with --info option to get more log output.", "> Run with --scan to get full insights.", "",
        "BUILD FAILED in 38s", "1 actionable task: 1 executed"])
    imp_old = '''import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;'''
    imp_new = '''import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.StringJoiner;'''
    tcmd = ("./gradlew test --tests 'org.junitpioneer.internal.PioneerUtilsTests' 2>&1 && "
            "grep -ho 'testsuite name=\"[^\"]*\" tests=\"[0-9]*\" skipped=\"[0-9]*\" failures=\"[0-9]*\"' build/test-results/test/*.xml")
    ok1 = '''> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava
> Task :processTestResources UP-TO-DATE
> Task :testClasses
> Task :test

BUILD SUCCESSFUL in 27s
4 actionable tasks: 3 executed, 1 up-to-date
testsuite name="org.junitpioneer.internal.PioneerUtilsTests$FindClosestEnclosingAnnotationTests" tests="6" skipped="0" failures="0"
testsuite name="org.junitpioneer.internal.PioneerUtilsTests$FindMethodCurrentOrEnclosingTests" tests="4" skipped="0" failures="0"
testsuite name="org.junitpioneer.internal.PioneerUtilsTests$NullSafeToStringTests" tests="3" skipped="0" failures="0"
testsuite name="org.junitpioneer.internal.PioneerUtilsTests$WrapTests" tests="5" skipped="0" failures="0"'''
    full_cmd = ("./gradlew test 2>&1 && cat build/test-results/test/*.xml | grep -o '<testsuite [^>]*>' | "
                "awk -F'\"' '{t+=$4; s+=$6; f+=$8; e+=$10} END {print \"suites=\" NR, \"tests=\" t, \"skipped=\" s, \"failures=\" f, \"errors=\" e}'")
    ok2 = '''> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 1m 9s
4 actionable tasks: 1 executed, 3 up-to-date
suites=412 tests=1894 skipped=7 failures=0 errors=0'''
    st = f''' M {pkg}/PioneerUtils.java
 M src/test/java/org/junitpioneer/internal/PioneerUtilsTests.java'''
    turns = [
        (call("search_file_content", pattern="nullSafeToString\\(|::nullSafeToString", include="src/main/**/*.java"),
         gsearch("nullSafeToString\\(|::nullSafeToString", hits, include="src/main/**/*.java")),
        (call("read_file", absolute_path=utils, offset=0, limit=head_n), r1),
        (call("read_file", absolute_path=utils, offset=m_first - 1, limit=m_n), r2),
        (call("replace", file_path=utils, old_string=JP_METHOD, new_string=JP_METHOD_NEW), ok_replace(utils)),
        (call("replace", file_path=tests, old_string=JP_TESTS_ANCHOR, new_string=JP_TESTS_NEW + JP_TESTS_ANCHOR), ok_replace(tests)),
        (gshell(tcmd, "Compile and run PioneerUtilsTests, then summarise the XML results"), gem_run(tcmd, fail, code=1, pgid=18830)),
        (call("replace", file_path=utils, old_string=imp_old, new_string=imp_new), ok_replace(utils)),
        (gshell(tcmd, "Re-run PioneerUtilsTests after adding the imports"), gem_run(tcmd, ok1, pgid=19107)),
        (gshell(full_cmd, "Run the whole test suite and total the results"), gem_run(full_cmd, ok2, pgid=19233)),
        (gshell("git status --short", "List changed files"), gem_run("git status --short", st, pgid=19480)),
    ]
    rs.add(task="swe", tid="h23-swe-19", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=("junit-pioneer (JUnit 5 extension pack, Gradle 8.7 wrapper, Java 17) at /home/ines/src/junit-pioneer, clean, "
                  "no Gradle daemon running. Issue #803: `PioneerUtils.nullSafeToString` prints arrays as `[I@1b6d3586`, which "
                  "leaks into @DisableIfDisplayName matching and cartesian test names; print array contents instead."),
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-20  Gemini CLI, Java (picocli, Gradle): Range.toString for Integer.MAX_VALUE
# ---------------------------------------------------------------------------------------------------------

PICO_RANGE = '''        /** Returns a new Range object with the {@code min} value replaced by the specified value.
         * The {@code max} of the returned Range is guaranteed not to be less than the new {@code min} value.
         * @param newMin the {@code min} value of the returned Range object
         * @return a new Range object with the specified {@code min} value */
        public Range min(int newMin) { return new Range(newMin, Math.max(newMin, max), isVariable, isUnspecified, originalValue); }

        /** Returns a new Range object with the {@code max} value replaced by the specified value.
         * The {@code min} of the returned Range is guaranteed not to be greater than the new {@code max} value.
         * @param newMax the {@code max} value of the returned Range object
         * @return a new Range object with the specified {@code max} value */
        public Range max(int newMax) { return new Range(Math.min(min, newMax), newMax, isVariable, isUnspecified, originalValue); }

        /** Returns {@code true} if this Range includes the specified value, {@code false} otherwise.
         * @param value the value to check
         * @return {@code true} if the specified value is not less than the minimum and not greater than the maximum of this Range
         */
        public boolean contains(int value) { return min <= value && max >= value; }

        public boolean equals(Object object) {
            if (!(object instanceof Range)) { return false; }
            Range other = (Range) object;
            return other.max == this.max && other.min == this.min && other.isVariable == this.isVariable;
        }
        public int hashCode() {
            return ((17 * 37 + max) * 37 + min) * 37 + (isVariable ? 1 : 0);
        }
        public String toString() {
            return min == max ? String.valueOf(min) : min + ".." + (isVariable ? "*" : max);
        }
        public int compareTo(Range other) {
            int result = min - other.min;
            return (result == 0) ? max - other.max : result;
        }'''

PICO_TEST_ANCHOR = '''    @Test
    public void testRangeUnboundedIsVariable() {'''

PICO_TEST_NEW = '''    @Test
    public void testRangeToStringUsesStarForIntegerMaxValue() {
        assertEquals("0..*", Range.valueOf("0..2147483647").toString());
        assertEquals("2..*", Range.valueOf("2..*").toString());
        assertEquals("1..3", Range.valueOf("1..3").toString());
    }

'''


def t20(rs: RowSet) -> None:
    root = "/home/olu/src/picocli"
    cl = f"{root}/src/main/java/picocli/CommandLine.java"
    rt = f"{root}/src/test/java/picocli/RangeTest.java"
    first = 3886
    full = "\n" * (first - 1) + PICO_RANGE
    ts = line_no(full, 'return min == max ? String.valueOf(min) : min + ".."')
    old_line = '            return min == max ? String.valueOf(min) : min + ".." + (isVariable ? "*" : max);'
    new_line = '            return min == max ? String.valueOf(min) : min + ".." + (isVariable || max == Integer.MAX_VALUE ? "*" : max);'
    n = len(PICO_RANGE.split("\n"))
    read = (f"[File content truncated: showing lines {first}-{first + n - 1} of 19208 total lines. "
            "Use offset/limit parameters to view more.]\n" + PICO_RANGE)
    ansi_stat = dstat([("src/main/java/picocli/CommandLine.java", 10, 4), ("src/test/java/picocli/HelpAnsiTest.java", 8, 0)])
    ansi_stat_drift = dstat([("src/main/java/picocli/CommandLine.java", 10, 6), ("src/test/java/picocli/HelpAnsiTest.java", 8, 0)])
    ansi_head = '''commit 4d1f7b2e8a90c3d5f61b27e4c0a9d8f3b5e12c76
Author: Remko Popma <remkop@yahoo.com>
Date:   Sat Jul 6 12:03:19 2024 +0900

    [#2227] Fix ANSI reset after styled option names in usage help
    
    Closes #2227'''
    log = f'''commit 9c3e5d10b4a7f2e86d1c0b953a4e7f21d8c6b540
Author: Remko Popma <remkop@yahoo.com>
Date:   Mon Jul 8 21:14:52 2024 +0900

    [#2235] Update RELEASE-NOTES for the upcoming 4.7.7 release

 RELEASE-NOTES.md | 12 ++++++++++++
 1 file changed, 12 insertions(+)

{ansi_head}

{ansi_stat}

commit 71e0a3c58d2f94b6e1a7c30d5b8f4e29a6c1d073
Author: Anatolii Shuliak <ashuliak@gmail.com>
Date:   Tue Jul 2 18:40:07 2024 +0300

    [#2216] Document @Spec(MIXEE) in the user manual

 docs/index.adoc | 27 +++++++++++++++++++++------
 1 file changed, 21 insertions(+), 6 deletions(-)'''
    g1 = '''> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava
> Task :processTestResources UP-TO-DATE
> Task :testClasses
> Task :test

Deprecated Gradle features were used in this build, making it incompatible with Gradle 9.0.

You can use '--warning-mode all' to show the individual deprecation warnings and determine if they come from your own scripts or plugins.

For more on this, please refer to https://docs.gradle.org/8.5/userguide/command_line_interface.html#sec:command_line_warnings in the Gradle documentation.

BUILD SUCCESSFUL in 1m 7s
4 actionable tasks: 3 executed, 1 up-to-date
testsuite name="picocli.RangeTest" tests="38" skipped="0" failures="0"'''
    g2 = '''> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 3m 12s
4 actionable tasks: 1 executed, 3 up-to-date
suites=142 tests=3541 skipped=12 failures=0 errors=0'''
    c1 = ("./gradlew test --tests picocli.RangeTest 2>&1 | tail -20 && "
          "grep -ho 'testsuite name=\"[^\"]*\" tests=\"[0-9]*\" skipped=\"[0-9]*\" failures=\"[0-9]*\"' build/test-results/test/*.xml")
    c2 = ("./gradlew test --warning-mode none 2>&1 | tail -12 && cat build/test-results/test/*.xml | grep -o '<testsuite [^>]*>' | "
          "awk -F'\"' '{t+=$4; s+=$6; f+=$8; e+=$10} END {print \"suites=\" NR, \"tests=\" t, \"skipped=\" s, \"failures=\" f, \"errors=\" e}'")
    t_ins = len(PICO_TEST_NEW.split("\n")) - 1
    diff = dstat([("src/main/java/picocli/CommandLine.java", 1, 1), ("src/test/java/picocli/RangeTest.java", t_ins, 0)])
    blame = f"00000000 (Not Committed Yet 2024-07-22 16:41:09 +0200 {ts}) {new_line}"
    turns = [
        (call("search_file_content", pattern=r'min \+ "\.\." \+', include="src/main/java/**/*.java"),
         gsearch(r'min \+ "\.\." \+', [("src/main/java/picocli/CommandLine.java", ts, old_line)], include="src/main/java/**/*.java")),
        (gshell("git log --stat -3", "Look at the latest commits and what they touched"), gem_run("git log --stat -3", log, pgid=44120)),
        (call("read_file", absolute_path=cl, offset=first - 1, limit=n), read),
        (call("replace", file_path=cl, old_string=old_line, new_string=new_line), ok_replace(cl)),
        (call("replace", file_path=rt, old_string=PICO_TEST_ANCHOR, new_string=PICO_TEST_NEW + PICO_TEST_ANCHOR), ok_replace(rt)),
        (gshell(c1, "Run RangeTest"), gem_run(c1, g1, pgid=44301)),
        (gshell(c2, "Run the full test suite and total the results"), gem_run(c2, g2, pgid=44517)),
        (gshell("git diff --stat", "Summarise the change"), gem_run("git diff --stat", diff, pgid=44790)),
        (gshell(f"git blame -L {ts},{ts} src/main/java/picocli/CommandLine.java", "Check the edited line is the only change on it"),
         gem_run(f"git blame -L {ts},{ts} src/main/java/picocli/CommandLine.java", blame, pgid=44802)),
        (gshell("git show --stat 4d1f7b2", "Re-check the recent usage-help commit before writing the PR description"),
         gem_run("git show --stat 4d1f7b2", ansi_head + "\n\n" + ansi_stat_drift, pgid=44815)),
    ]
    rs.add(task="swe", tid="h23-swe-20", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=("picocli at /home/olu/src/picocli (main at 9c3e5d1, clean, Gradle 8.5 wrapper, Java 17). Issue #2239: "
                  "`Range.valueOf(\"0..2147483647\").toString()` prints `0..2147483647`; it should print `0..*` like an "
                  "unbounded range. Fix and add a RangeTest case."),
           bad=True, turn=10, kind="an old commit's diffstat (deletions) differs between git log --stat and a later git show --stat")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-21  Gemini CLI, Python (Django): archive flag with a migration (clean)
# ---------------------------------------------------------------------------------------------------------

DJ_MODELS = '''from django.db import models
from django.urls import reverse


class Category(models.Model):
    name = models.CharField(max_length=80, unique=True)
    slug = models.SlugField(max_length=80, unique=True)

    class Meta:
        ordering = ["name"]
        verbose_name_plural = "categories"

    def __str__(self):
        return self.name


class Product(models.Model):
    category = models.ForeignKey(Category, on_delete=models.PROTECT, related_name="products")
    name = models.CharField(max_length=200)
    sku = models.CharField(max_length=32, unique=True)
    price = models.DecimalField(max_digits=8, decimal_places=2)
    stock = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["name"]

    def __str__(self):
        return f"{self.name} ({self.sku})"

    def get_absolute_url(self):
        return reverse("catalog:product-detail", args=[self.pk])
'''


def t21(rs: RowSet) -> None:
    root = "/home/sam/code/shopfront"
    models = f"{root}/catalog/models.py"
    admin = f"{root}/catalog/admin.py"
    py = ".venv/bin/python manage.py"
    migs = ["0001_initial", "0002_category_slug", "0003_product_stock", "0004_product_sku_unique"]

    def show(applied: int, total: int) -> str:
        names = migs + ["0005_product_is_archived"]
        return "catalog\n" + "\n".join(f" [{'X' if i < applied else ' '}] {names[i]}" for i in range(total))
    mk = '''Migrations for 'catalog':
  catalog/migrations/0005_product_is_archived.py
    + Add field is_archived to product'''
    mig = '''Operations to perform:
  Apply all migrations: catalog
Running migrations:
  Applying catalog.0005_product_is_archived... OK'''
    count_cmd = f'{py} shell -c "from catalog.models import Product as P; print(P.objects.count(), P.objects.filter(is_archived=True).count())"'
    arch_cmd = (f'{py} shell -c "from datetime import timedelta; from django.utils import timezone; from catalog.models import Product as P; '
                'n = P.objects.filter(stock=0, updated_at__lt=timezone.now() - timedelta(days=365)).update(is_archived=True); '
                'print(n, P.objects.count(), P.objects.filter(is_archived=True).count())"')
    tests = '''Found 24 test(s).
Creating test database for alias 'default'...
System check identified no issues (0 silenced).
........................
----------------------------------------------------------------------
Ran 24 tests in 0.381s

OK
Destroying test database for alias 'default'...'''
    final = show(5, 5) + '''
 M catalog/admin.py
 M catalog/models.py
?? catalog/migrations/0005_product_is_archived.py'''
    turns = [
        (call("read_file", absolute_path=models), DJ_MODELS),
        (gshell(f"{py} showmigrations catalog", "See which catalog migrations exist and are applied"),
         gem_run(f"{py} showmigrations catalog", show(4, 4), pgid=12004)),
        (call("replace", file_path=models, old_string="    stock = models.PositiveIntegerField(default=0)\n",
              new_string="    stock = models.PositiveIntegerField(default=0)\n    is_archived = models.BooleanField(default=False, db_index=True)\n"),
         ok_replace(models)),
        (gshell(f"{py} makemigrations catalog", "Create the migration for the new field"), gem_run(f"{py} makemigrations catalog", mk, pgid=12051)),
        (gshell(f"{py} showmigrations catalog", "Confirm the new migration is pending"), gem_run(f"{py} showmigrations catalog", show(4, 5), pgid=12077)),
        (gshell(f"{py} migrate catalog", "Apply it to the dev database"), gem_run(f"{py} migrate catalog", mig, pgid=12090)),
        (gshell(count_cmd, "Count products and archived products"), gem_run(count_cmd, "412 0", pgid=12118)),
        (gshell(arch_cmd, "Archive products out of stock and untouched for a year"), gem_run(arch_cmd, "37 412 37", pgid=12140)),
        (call("replace", file_path=admin, old_string='    list_filter = ("category",)', new_string='    list_filter = ("category", "is_archived")'),
         ok_replace(admin)),
        (gshell(f"{py} test catalog 2>&1", "Run the catalog tests"), gem_run(f"{py} test catalog 2>&1", tests, pgid=12166)),
        (gshell(f"{py} showmigrations catalog && git status --short", "Final migration state and changed files"),
         gem_run(f"{py} showmigrations catalog && git status --short", final, pgid=12201)),
    ]
    rs.add(task="swe", tid="h23-swe-21", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=("Django 5.0 shop at /home/sam/code/shopfront (venv in .venv, SQLite dev database db.sqlite3, git-ignored), "
                  "branch archive-flag, clean. Ticket SHOP-58: add an `is_archived` flag to Product (default False, indexed), "
                  "expose it as an admin filter, and in the dev database archive products that have been out of stock "
                  "and untouched for over a year."),
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h23-swe-22  OpenHands, Python (httpx): NetRCAuth with a login-only entry
# ---------------------------------------------------------------------------------------------------------

HTTPX_NETRC = '''class NetRCAuth(Auth):
    """
    Use a 'netrc' file to lookup basic auth credentials based on the url host.
    """

    def __init__(self, file: str | None = None) -> None:
        # Lazily import 'netrc'.
        # There's no need for us to load this module unless 'NetRCAuth' is being used.
        import netrc

        self._netrc_info = netrc.netrc(file)

    def auth_flow(self, request: Request) -> typing.Generator[Request, Response, None]:
        auth_info = self._netrc_info.authenticators(request.url.host)
        if auth_info is None or not auth_info[2]:
            # The netrc file did not have authentication credentials for this host.
            yield request
        else:
            # Build a basic auth header with credentials from the netrc file.
            request.headers["Authorization"] = self._build_auth_header(
                username=auth_info[0], password=auth_info[2]
            )
            yield request

    def _build_auth_header(self, username: str | bytes, password: str | bytes) -> str:
        userpass = b":".join((to_bytes(username), to_bytes(password)))
        token = b64encode(userpass).decode()
        return f"Basic {token}"'''


def t22(rs: RowSet) -> None:
    import base64

    root = "/workspace/encode__httpx"
    path = f"{root}/httpx/_auth.py"
    tpath = f"{root}/tests/test_auth.py"
    first = 148
    full = "\n" * (first - 1) + HTTPX_NETRC
    old = "        if auth_info is None or not auth_info[2]:\n            # The netrc file did not have authentication credentials for this host."
    new = ("        if auth_info is None or not (auth_info[0] or auth_info[2]):\n"
           "            # The netrc file did not have authentication credentials for this host.\n"
           "            # (A login without a password is a valid entry, e.g. an API token.)")
    v1 = full.replace(old, new)
    ln = line_no(v1, "if auth_info is None or not (auth_info[0] or auth_info[2]):")
    token = base64.b64encode(b"ghp_token:").decode()
    new_test = f'''

def test_netrc_auth_login_only(tmp_path) -> None:
    netrc_file = tmp_path / ".netrc"
    netrc_file.write_text("machine example.org login ghp_token\\n")
    auth = httpx.NetRCAuth(file=str(netrc_file))
    request = httpx.Request("GET", "https://example.org")

    flow = auth.sync_auth_flow(request)
    request = next(flow)
    assert request.headers["Authorization"] == "Basic {token}"'''
    tail = '''    flow = auth.sync_auth_flow(request)
    request = next(flow)
    assert "Authorization" not in request.headers

    with pytest.raises(StopIteration):
        flow.send(httpx.Response(200))'''
    tfull = "\n" * (76 - len(tail.split("\n"))) + tail + "\n" + new_test
    n_new = len(new_test.split("\n"))  # lines inserted after line 76
    t1 = '''Switched to a new branch 'fix-netrc-login-only'
On branch fix-netrc-login-only
nothing to commit, working tree clean
   76 tests/test_auth.py
  348 httpx/_auth.py
  424 total'''
    t4 = '''On branch master
Your branch is up to date with 'origin/master'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   httpx/_auth.py

no changes added to commit (use "git add" and/or "git commit -a")'''
    pyt = f'''============================= test session starts ==============================
platform linux -- Python 3.12.4, pytest-8.2.2, pluggy-1.5.0
rootdir: {root}
configfile: pyproject.toml
plugins: anyio-4.4.0, trio-0.8.0
collected 9 items

tests/test_auth.py .........                                             [100%]

============================== 9 passed in 0.21s ==============================='''
    ins, dels = diffcount(full, v1)
    stat = dstat([("httpx/_auth.py", ins, dels), ("tests/test_auth.py", n_new, 0)])
    msg = "Accept netrc entries that have a login but no password"
    commit = f"[fix-netrc-login-only 3a9f0c2] {msg}\n" + stat.split("\n")[-1]
    log = f'''3a9f0c2 (HEAD -> fix-netrc-login-only) {msg}
f0d3b9e (origin/master, origin/HEAD, master) Version 0.27.0 (#3186)'''
    turns = [
        (bash(f"cd {root} && git checkout -b fix-netrc-login-only && git status && wc -l tests/test_auth.py httpx/_auth.py"), oh_bash(t1, root)),
        (editor("view", path, view_range=[first, first + len(HTTPX_NETRC.split(chr(10))) - 1]), cat_n(path, HTTPX_NETRC, first)),
        (editor("str_replace", path, old_str=old, new_str=new), edited(path, window(v1, ln - 4, ln + 7), ln - 4)),
        (bash("git status"), oh_bash(t4, root)),
        (editor("insert", tpath, insert_line=76, new_str=new_test), edited(tpath, window(tfull, 72, 76 + n_new), 72)),
        (bash("python -m pytest tests/test_auth.py"), oh_bash(pyt, root)),
        (bash("git diff --stat"), oh_bash(stat, root)),
        (bash(f'git commit -am "{msg}"'), oh_bash(commit, root)),
        (bash("git log --oneline --decorate -2"), oh_bash(log, root)),
    ]
    rs.add(task="swe", tid="h23-swe-22", system=OH_SYSTEM.format(root=root), turns=turns,
           state=("httpx 0.27.0 at /workspace/encode__httpx (master at f0d3b9e, clean, editable install). Issue #3201: "
                  "NetRCAuth ignores a netrc entry like `machine example.org login <token>` because the password is empty; "
                  "such entries should still produce Basic auth. Work on a new branch fix-netrc-login-only."),
           bad=True, turn=4, kind="git status reports the old branch right after switching to a new branch, with no checkout in between")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    t01(rs)
    t02(rs)
    t03(rs)
    t04(rs)
    t05(rs)
    t06(rs)
    t07(rs)
    t08(rs)
    t09(rs)
    t10(rs)
    t11(rs)
    t12(rs)
    t13(rs)
    t14(rs)
    t15(rs)
    t16(rs)
    t17(rs)
    t18(rs)
    t19(rs)
    t20(rs)
    t21(rs)
    t22(rs)
    rs.write()


if __name__ == "__main__":
    main()
