"""The GUI binding's editor settings: a setting's field on the settings screen ("Files: Auto Save Delay") and its
line in settings.json ("files.autoSaveDelay") are one value; typing into the field sets it, typing into the JSON
may change any, a click on the settings screen changes the one under it, anything else none."""

from __future__ import annotations

from playground.decoherence.domains.gui import setting_id
from tests.decoherence.helpers import gui_findings

HEAD = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)\n"


def _ui(delay: str, size: str = "14", scope: str = "User") -> str:
    return (HEAD + "frame\tSettings - api - Visual Studio Code\t\t\t\t(70, 27)\t(1850, 1053)\n"
            f"page-tab\t{scope}\t\tselected\t\t(440, 152)\t(60, 30)\n"
            "entry\tSearch settings\t\t\t\t(1000, 110)\t(400, 30)\n"
            "label\tFiles: Auto Save Delay\tModified\t\t\t(420, 300)\t(900, 22)\n"
            f"entry\tFiles: Auto Save Delay\t{delay}\t\t\t(420, 346)\t(300, 26)\n"
            f"spin-button\tEditor: Font Size\t{size}\t\t\t(420, 446)\t(300, 26)\n")


def _json(delay: str, size: str = "14") -> str:
    return (HEAD + "frame\tsettings.json - api - Visual Studio Code\t\t\t\t(70, 27)\t(1850, 1053)\n"
            "label\t1\t{\t\t\t(440, 104)\t(1460, 19)\n"
            f"label\t2\t    \"files.autoSaveDelay\": {delay},\t\t\t(440, 123)\t(1460, 19)\n"
            f"label\t3\t    \"editor.fontSize\": {size}\t\t\t(440, 142)\t(1460, 19)\n"
            "label\t4\t}\t\t\t(440, 161)\t(1460, 19)\n")


def _code(*lines: str) -> dict[str, str]:
    return {"action": "code", "code": "\n".join(lines)}


TYPED = _code("pyautogui.tripleClick(570, 359)", "pyautogui.write('1500')", "pyautogui.press('enter')")
OPEN_JSON = _code("pyautogui.hotkey('ctrl', 'shift', 'p')", "pyautogui.write('Preferences: Open User Settings (JSON)')",
                  "pyautogui.press('enter')")


def _rules(*steps: tuple[dict[str, str], str]) -> list[tuple[int, str]]:
    return [(i, f.rule) for i, f in gui_findings("desktop", _ui("1000"), *steps)]


def test_setting_ids_follow_the_labels() -> None:
    assert setting_id("Files: Auto Save Delay") == "files.autoSaveDelay"
    assert setting_id("Editor: Word Wrap Column") == "editor.wordWrapColumn"
    assert setting_id("Search settings") is None  # near miss: no category


def test_a_value_typed_in_the_field_reads_back_different_in_settings_json() -> None:
    assert _rules((TYPED, _ui("1500")), (OPEN_JSON, _json("1000"))) == [(2, "set-value-reverted")]
    assert _rules((TYPED, _ui("1500")), (OPEN_JSON, _json("1500"))) == []


def test_other_fields_typing_in_the_json_and_the_workspace_scope_say_nothing() -> None:
    font = _code("pyautogui.tripleClick(570, 459)", "pyautogui.write('16')", "pyautogui.press('enter')")
    # near misses: another field typed (its own value changes); the JSON edited; the workspace's values
    assert _rules((font, _ui("1000", "16")), (OPEN_JSON, _json("1000", "16"))) == []
    edit = _code("pyautogui.click(700, 123)", "pyautogui.write('2000')")
    assert _rules((TYPED, _ui("1500")), (OPEN_JSON, _json("1500")), (edit, _json("2000"))) == []
    assert _rules((TYPED, _ui("1500")), (_code("pyautogui.click(506, 160)"), _ui("3000", scope="Workspace"))) == []


def _buffer(delay: str, size: str = "14") -> str:
    """settings.json as one editor-content node whose text cell holds the whole file, over several lines."""
    return (HEAD + "frame\tsettings.json - api - Visual Studio Code\t\t\t\t(70, 27)\t(1850, 1053)\n"
            f"text\tEditor content\t{{\n    \"files.autoSaveDelay\": {delay},\n    \"editor.fontSize\": {size}\n"
            "}\t\t\t(440, 104)\t(1460, 900)\n"
            "label\tLn 2, Col 5\t\t\t\t(1500, 1050)\t(100, 20)\n")


def test_a_text_cell_holding_the_whole_file_is_read_line_by_line() -> None:
    from playground.decoherence.views.gui import read_screen

    screen = read_screen(_buffer("1000"))
    assert screen is not None and [e.role for e in screen.elements] == ["frame", "text", "label"]
    assert screen.elements[1].attrs["text"].split("\n")[1].strip() == '"files.autoSaveDelay": 1000,'
    assert _rules((TYPED, _ui("1500")), (OPEN_JSON, _buffer("1000"))) == [(2, "set-value-reverted")]
    assert _rules((TYPED, _ui("1500")), (OPEN_JSON, _buffer("1500"))) == []
