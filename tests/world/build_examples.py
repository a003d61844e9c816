"""Writes the shipped example sessions (sessions/*-example.jsonl) from the scripts below.

The examples are written by hand: each step's action, reasoning and observation is text in this
file. Everything else (the user turn, the raw answer, the header with the built-in system prompt
and its record) is made by the domain code, so the files always match what the app would send.
Run ``python -m tests.world.build_examples`` after changing a built-in prompt or a message shape;
tests/world/test_examples.py fails until the shipped files match.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playground.world.domains import get_domain, session_tool_text
from playground.world.official_prompts import builtin_prompt
from playground.world.session import Session, SessionHeader, Step
from playground.world.store import dump_line
from playground.world.turns import user_turn

CREATED = "2025-03-14T10:02:00+00:00"
ROOT = Path(__file__).resolve().parents[2] / "sessions"

TERMINAL: dict[str, Any] = {'domain': 'terminal', 'id': 'ex0terminal1',
 'state': 'alex@devbox:~$',
 'steps': [('[\n  {\n    "keystrokes": "mkdir -p ~/proj && cd ~/proj\\n",\n    "duration": 0.2\n  }\n]',
            'mkdir -p creates the directory silently, and cd moves the shell into it, so the prompt now '
            'shows ~/proj.',
            'alex@devbox:~$ mkdir -p ~/proj && cd ~/proj\nalex@devbox:~/proj$'),
           ('[\n'
            '  {\n'
            '    "keystrokes": "printf \'alpha\\\\nbeta\\\\ngamma\\\\n\' > notes.txt\\n",\n'
            '    "duration": 0.2\n'
            '  },\n'
            '  {\n'
            '    "keystrokes": "ls -l\\n",\n'
            '    "duration": 0.2\n'
            '  }\n'
            ']',
            'printf writes three lines (6 + 5 + 6 = 17 bytes) with no output. ls -l then lists the only file '
            'in the new directory.',
            "alex@devbox:~/proj$ printf 'alpha\\nbeta\\ngamma\\n' > notes.txt\n"
            'alex@devbox:~/proj$ ls -l\n'
            'total 4\n'
            '-rw-r--r-- 1 alex alex 17 Mar 14 10:02 notes.txt\n'
            'alex@devbox:~/proj$'),
           ('[\n'
            '  {\n'
            '    "keystrokes": "wc -l notes.txt && cp notes.txt backup.txt\\n",\n'
            '    "duration": 0.2\n'
            '  }\n'
            ']',
            'notes.txt has three newline-terminated lines; cp is silent on success.',
            'alex@devbox:~/proj$ wc -l notes.txt && cp notes.txt backup.txt\n'
            '3 notes.txt\n'
            'alex@devbox:~/proj$'),
           ('[\n'
            '  {\n'
            '    "keystrokes": "rm notes.txt\\n",\n'
            '    "duration": 0.2\n'
            '  },\n'
            '  {\n'
            '    "keystrokes": "ls\\n",\n'
            '    "duration": 0.2\n'
            '  }\n'
            ']',
            'rm deletes notes.txt without output; only backup.txt is left.',
            'alex@devbox:~/proj$ rm notes.txt\nalex@devbox:~/proj$ ls\nbackup.txt\nalex@devbox:~/proj$'),
           ('[\n  {\n    "keystrokes": "cat notes.txt\\n",\n    "duration": 0.2\n  }\n]',
            'notes.txt was removed in the previous turn, so cat fails with the standard message.',
            'alex@devbox:~/proj$ cat notes.txt\n'
            'cat: notes.txt: No such file or directory\n'
            'alex@devbox:~/proj$'),
           ('[\n  {\n    "keystrokes": "grep -n beta backup.txt\\n",\n    "duration": 0.2\n  }\n]',
            'backup.txt is a copy of the original three lines; beta is line 2.',
            'alex@devbox:~/proj$ grep -n beta backup.txt\n2:beta\nalex@devbox:~/proj$')],
 'title': 'Example: files in a fresh project directory'}
MCP: dict[str, Any] = {'domain': 'mcp', 'id': 'ex0mcp000001',
 'state': '[\n'
          '  {\n'
          '    "name": "list_notes",\n'
          '    "description": "List the notes in a folder.",\n'
          '    "input_schema": {\n'
          '      "type": "object",\n'
          '      "properties": {\n'
          '        "folder": {\n'
          '          "type": "string"\n'
          '        }\n'
          '      },\n'
          '      "required": [\n'
          '        "folder"\n'
          '      ]\n'
          '    }\n'
          '  },\n'
          '  {\n'
          '    "name": "create_note",\n'
          '    "description": "Create a note and return its id.",\n'
          '    "input_schema": {\n'
          '      "type": "object",\n'
          '      "properties": {\n'
          '        "folder": {\n'
          '          "type": "string"\n'
          '        },\n'
          '        "title": {\n'
          '          "type": "string"\n'
          '        },\n'
          '        "body": {\n'
          '          "type": "string"\n'
          '        }\n'
          '      },\n'
          '      "required": [\n'
          '        "folder",\n'
          '        "title",\n'
          '        "body"\n'
          '      ]\n'
          '    }\n'
          '  },\n'
          '  {\n'
          '    "name": "delete_note",\n'
          '    "description": "Delete a note by id.",\n'
          '    "input_schema": {\n'
          '      "type": "object",\n'
          '      "properties": {\n'
          '        "id": {\n'
          '          "type": "string"\n'
          '        }\n'
          '      },\n'
          '      "required": [\n'
          '        "id"\n'
          '      ]\n'
          '    }\n'
          '  }\n'
          ']',
 'steps': [('{\n  "name": "list_notes",\n  "arguments": {\n    "folder": "inbox"\n  }\n}',
            'First call in the session; the inbox holds one older note.',
            '{\n'
            '  "folder": "inbox",\n'
            '  "notes": [\n'
            '    {\n'
            '      "id": "n_1041",\n'
            '      "title": "Groceries",\n'
            '      "updated": "2025-03-14T09:12:03Z"\n'
            '    }\n'
            '  ]\n'
            '}'),
           ('{\n'
            '  "name": "create_note",\n'
            '  "arguments": {\n'
            '    "folder": "inbox",\n'
            '    "title": "Call plumber",\n'
            '    "body": "Kitchen sink leak, ask about Thursday"\n'
            '  }\n'
            '}',
            'All required arguments are present; the next id after n_1041 is n_1042.',
            '{\n'
            '  "id": "n_1042",\n'
            '  "folder": "inbox",\n'
            '  "title": "Call plumber",\n'
            '  "created": "2025-03-14T10:05:41Z"\n'
            '}'),
           ('{\n  "name": "list_notes",\n  "arguments": {\n    "folder": "inbox"\n  }\n}',
            'The inbox now holds the old note and the one just created, newest first.',
            '{\n'
            '  "folder": "inbox",\n'
            '  "notes": [\n'
            '    {\n'
            '      "id": "n_1042",\n'
            '      "title": "Call plumber",\n'
            '      "updated": "2025-03-14T10:05:41Z"\n'
            '    },\n'
            '    {\n'
            '      "id": "n_1041",\n'
            '      "title": "Groceries",\n'
            '      "updated": "2025-03-14T09:12:03Z"\n'
            '    }\n'
            '  ]\n'
            '}'),
           ('{\n  "name": "delete_note",\n  "arguments": {\n    "id": "n_1041"\n  }\n}',
            'n_1041 exists, so the delete succeeds.',
            '{\n  "deleted": true,\n  "id": "n_1041"\n}'),
           ('{\n  "name": "delete_note",\n  "arguments": {\n    "id": "n_1041"\n  }\n}',
            'n_1041 was deleted one call ago; deleting it again must fail.',
            '{\n  "error": {\n    "code": "not_found",\n    "message": "note n_1041 does not exist"\n  }\n}'),
           ('{\n  "name": "list_notes",\n  "arguments": {\n    "folder": "inbox"\n  }\n}',
            'Only n_1042 is left in the inbox.',
            '{\n'
            '  "folder": "inbox",\n'
            '  "notes": [\n'
            '    {\n'
            '      "id": "n_1042",\n'
            '      "title": "Call plumber",\n'
            '      "updated": "2025-03-14T10:05:41Z"\n'
            '    }\n'
            '  ]\n'
            '}')],
 'title': 'Example: a notes service through MCP tools'}
WEB: dict[str, Any] = {'domain': 'web', 'id': 'ex0web000001',
 'state': 'URL: https://shop.example.com/\n'
          'Title: Example Shop\n'
          '[1] RootWebArea "Example Shop"\n'
          '  [2] link "Home"\n'
          '  [3] searchbox "Search products" value=""\n'
          '  [4] button "Search"\n'
          '  [5] link "Cart (0)"\n'
          '  [6] heading "Today\'s deals" level=2\n'
          '  [7] link "Trail running shoes - $89.00"\n'
          '  [8] link "Insulated water bottle - $24.50"',
 'steps': [("fill('3', 'water bottle')\nkeyboard_press('Enter')",
            'Typing into the searchbox and submitting runs a search; the header elements stay, results get '
            'new ids.',
            'URL: https://shop.example.com/search?q=water+bottle\n'
            'Title: Search: water bottle - Example Shop\n'
            '[1] RootWebArea "Search: water bottle - Example Shop"\n'
            '  [2] link "Home"\n'
            '  [3] searchbox "Search products" value="water bottle"\n'
            '  [4] button "Search"\n'
            '  [5] link "Cart (0)"\n'
            '  [9] heading "2 results for \\"water bottle\\"" level=1\n'
            '  [10] link "Insulated water bottle - $24.50"\n'
            '  [11] link "Folding silicone bottle - $12.99"'),
           ("click('10')",
            'Element 10 is the insulated bottle; the product page opens.',
            'URL: https://shop.example.com/p/insulated-water-bottle\n'
            'Title: Insulated water bottle - Example Shop\n'
            '[1] RootWebArea "Insulated water bottle - Example Shop"\n'
            '  [2] link "Home"\n'
            '  [3] searchbox "Search products" value="water bottle"\n'
            '  [4] button "Search"\n'
            '  [5] link "Cart (0)"\n'
            '  [12] heading "Insulated water bottle" level=1\n'
            '  [13] StaticText "$24.50"\n'
            '  [14] spinbutton "Quantity" value="1"\n'
            '  [15] button "Add to cart"'),
           ("click('15')",
            'Add to cart keeps the page, shows a confirmation and the cart count goes from 0 to 1.',
            'URL: https://shop.example.com/p/insulated-water-bottle\n'
            'Title: Insulated water bottle - Example Shop\n'
            '[1] RootWebArea "Insulated water bottle - Example Shop"\n'
            '  [2] link "Home"\n'
            '  [3] searchbox "Search products" value="water bottle"\n'
            '  [4] button "Search"\n'
            '  [5] link "Cart (1)"\n'
            '  [12] heading "Insulated water bottle" level=1\n'
            '  [13] StaticText "$24.50"\n'
            '  [14] spinbutton "Quantity" value="1"\n'
            '  [15] button "Add to cart"\n'
            '  [16] status "Added to cart"'),
           ("click('5')",
            'The cart link opens the cart with the one bottle at $24.50.',
            'URL: https://shop.example.com/cart\n'
            'Title: Cart - Example Shop\n'
            '[1] RootWebArea "Cart - Example Shop"\n'
            '  [2] link "Home"\n'
            '  [3] searchbox "Search products" value=""\n'
            '  [4] button "Search"\n'
            '  [5] link "Cart (1)"\n'
            '  [17] heading "Your cart" level=1\n'
            '  [18] link "Insulated water bottle"\n'
            '  [19] spinbutton "Quantity" value="1"\n'
            '  [20] button "Remove"\n'
            '  [21] StaticText "Subtotal: $24.50"\n'
            '  [22] button "Checkout"'),
           ("click('20')",
            'Removing the only item empties the cart; the count returns to 0 and checkout disappears.',
            'URL: https://shop.example.com/cart\n'
            'Title: Cart - Example Shop\n'
            '[1] RootWebArea "Cart - Example Shop"\n'
            '  [2] link "Home"\n'
            '  [3] searchbox "Search products" value=""\n'
            '  [4] button "Search"\n'
            '  [5] link "Cart (0)"\n'
            '  [17] heading "Your cart" level=1\n'
            '  [23] StaticText "Your cart is empty."\n'
            '  [24] link "Continue shopping"')],
 'title': 'Example: find a bottle, add it to the cart, remove it'}


def _results(items: list[tuple[str, str, str, str]], start: int = 1) -> str:
    return "\n\n".join(f"[{i}] {url}\nTitle: {title}\nSnippet: {snippet}\nDate: {date}"
                       for i, (url, title, snippet, date) in enumerate(items, start))


SEARCH: dict[str, Any] = {
    'domain': 'search', 'id': 'ex0search0001', 'title': 'Example: how tall is the Eiffel Tower, noted in memory',
    'state': None,  # the built-in tools; the reference answer guides the facts, as upstream's instruction does
    'task': 'Target query: How tall is the Eiffel Tower?\nReference answer: 330 metres (since 2022; 324 m before).',
    'steps': [
        ('{"name": "web_search", "arguments": {"queries": ["Eiffel Tower height"]}}',
         'A factual query: the encyclopedia article and the operator\'s own figures rank first, then travel '
         'and news pages. The tower is 330 m tall since a new antenna in 2022 (324 m before).',
         _results([
             ('https://en.wikipedia.org/wiki/Eiffel_Tower', 'Eiffel Tower - Wikipedia',
              'The tower is 330 metres (1,083 ft) tall, about the same height as an 81-storey building, and the '
              'tallest structure in Paris ...', 'N/A'),
             ('https://www.toureiffel.paris/en/the-monument/key-figures', 'Key figures | Official Eiffel Tower website',
              'Height: 330 metres. Weight of the metal structure: 7,300 tonnes. Number of iron parts: 18,038 ...',
              'N/A'),
             ('https://www.britannica.com/topic/Eiffel-Tower-Paris-France', 'Eiffel Tower | History, Height, & Facts '
              '| Britannica', 'Eiffel Tower, Parisian landmark that is also a technological masterpiece in building-'
              'construction history ...', 'N/A'),
             ('https://www.guinnessworldrecords.com/world-records/tallest-iron-structure',
              'Tallest iron structure | Guinness World Records',
              'The Eiffel Tower in Paris, France, completed in 1889 for the Exposition Universelle ...', 'N/A'),
             ('https://www.reuters.com/lifestyle/eiffel-tower-grows-six-metres-with-new-antenna-2022-03-15/',
              'Eiffel Tower grows six metres with new antenna | Reuters',
              'The Eiffel Tower grew by six metres on Tuesday after a new digital radio antenna was attached to its '
              'top by helicopter ...', 'Mar 15, 2022'),
             ('https://www.toureiffel.paris/en/the-monument/history', 'History of the Eiffel Tower',
              'Built for the 1889 World\'s Fair, the Tower was the tallest in the world until 1930 ...', 'N/A'),
             ('https://www.history.com/articles/eiffel-tower', 'Eiffel Tower - Facts, Height & Construction',
              'Gustave Eiffel\'s company designed and built the wrought-iron lattice tower between 1887 and 1889 ...',
              'N/A'),
             ('https://www.parisinfo.com/paris-museum-monument/71301/Tour-Eiffel',
              'Eiffel Tower - Paris Tourist Office',
              'Three levels open to visitors, reached by stairs and lifts; the top floor is at 276 metres ...', 'N/A'),
             ('https://www.reddit.com/r/AskHistorians/comments/eiffel_tower_height/',
              'Why did the Eiffel Tower\'s height change? : r/AskHistorians',
              'Its height has changed several times as antennas were added to the top ...', 'Jun 2, 2023'),
             ('https://www.architecturaldigest.com/story/eiffel-tower-facts', '15 Facts About the Eiffel Tower',
              'The tower can shrink by about 15 centimetres in cold weather as the iron contracts ...', 'Jan 9, 2024'),
         ])),
        ('{"name": "web_extractor", "arguments": {"url": "https://www.toureiffel.paris/en/the-monument/key-figures"}}',
         'The operator\'s key-figures page; it has to agree with its own snippet (330 m, 7,300 t, 18,038 parts).',
         '# Key figures\n\n'
         'Some figures about the Eiffel Tower.\n\n'
         '## Dimensions\n\n'
         '| | |\n| --- | --- |\n'
         '| Height | 330 m |\n'
         '| Height of the 1st floor | 57 m |\n'
         '| Height of the 2nd floor | 115 m |\n'
         '| Height of the top floor | 276 m |\n\n'
         '## Structure\n\n'
         '- Weight of the metal structure: 7,300 tonnes\n'
         '- Total weight: 10,100 tonnes\n'
         '- Number of iron parts: 18,038\n'
         '- Number of rivets: 2,500,000\n\n'
         '## Paint\n\n'
         'The Tower is repainted every 7 years; each campaign uses about 60 tonnes of paint.'),
        ('{"name": "dict_memory", "arguments": {"operation": "add", "dict": {"eiffel_height_m": "330", '
         '"eiffel_height_source": "https://www.toureiffel.paris/en/the-monument/key-figures"}}}',
         'Memory was empty; both keys are new, so the add succeeds and names them.',
         'Successfully added items of [eiffel_height_m, eiffel_height_source] to memory.'),
        ('{"name": "dict_memory", "arguments": {"operation": "retrieve", "key_list": ["eiffel_height_m"]}}',
         'The key was stored one call ago with the value "330".',
         '{"eiffel_height_m": "330"}'),
        ('{"name": "dict_memory", "arguments": {"operation": "retrieve", "key_list": ["eiffel_weight_t"]}}',
         'This key was never stored, so the memory reports it as not found.',
         'Key not found: eiffel_weight_t'),
    ],
}

SWE: dict[str, Any] = {
    'domain': 'swe', 'id': 'ex0swe000001', 'title': 'Example: fix count_words on empty text (OpenHands tools)',
    'state': None,  # the built-in tools (OpenHands and Gemini CLI), listed in the system prompt
    'steps': [
        ('{"name": "str_replace_editor", "arguments": {"command": "view", "path": "/repo/tally/words.py"}}',
         'The package is small; the function indexes the first word without checking for empty input, which '
         'explains the IndexError.',
         "Here's the result of running `cat -n` on /repo/tally/words.py:\n"
         '     1\t"""Word counting helpers."""\n'
         '     2\t\n'
         '     3\t\n'
         '     4\tdef count_words(text: str) -> int:\n'
         '     5\t    words = text.split()\n'
         '     6\t    first = words[0]\n'
         '     7\t    return len(words) if first else 0'),
        ('{"name": "execute_bash", "arguments": {"command": "cd /repo && python -m pytest -q"}}',
         'Two tests exist; the empty-text one hits words[0] on an empty list.',
         '.F                                                                       [100%]\n'
         '=================================== FAILURES ===================================\n'
         '______________________________ test_empty_text _______________________________\n\n'
         '    def test_empty_text():\n'
         '>       assert count_words("") == 0\n\n'
         'tests/test_words.py:9: \n'
         '_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ \n\n'
         'text = \'\'\n\n'
         '    def count_words(text: str) -> int:\n'
         '        words = text.split()\n'
         '>       first = words[0]\n'
         'E       IndexError: list index out of range\n\n'
         'tally/words.py:6: IndexError\n'
         '=========================== short test summary info ============================\n'
         'FAILED tests/test_words.py::test_empty_text - IndexError: list index out of range\n'
         '1 failed, 1 passed in 0.03s\n'
         '[The command completed with exit code 1.]'),
        ('{"name": "str_replace_editor", "arguments": {"command": "str_replace", "path": "/repo/tally/words.py", '
         '"old_str": "    words = text.split()\\n    first = words[0]\\n    return len(words) if first else 0", '
         '"new_str": "    return len(text.split())"}}',
         'old_str occurs exactly once; the editor replaces it and shows the edited region with line numbers.',
         'The file /repo/tally/words.py has been edited. Here\'s the result of running `cat -n` on a snippet of '
         '/repo/tally/words.py:\n'
         '     1\t"""Word counting helpers."""\n'
         '     2\t\n'
         '     3\t\n'
         '     4\tdef count_words(text: str) -> int:\n'
         '     5\t    return len(text.split())\n'
         'Review the changes and make sure they are as expected. Edit the file again if necessary.'),
        ('{"name": "execute_bash", "arguments": {"command": "cd /repo && python -m pytest -q"}}',
         'With the edit, the empty string splits into an empty list and the function returns 0: both tests pass.',
         '..                                                                       [100%]\n'
         '2 passed in 0.02s\n'
         '[The command completed with exit code 0.]'),
        ('{"name": "execute_bash", "arguments": {"command": "cd /repo && git status --short"}}',
         'Only the edited module differs from the clean tree.',
         ' M tally/words.py\n'
         '[The command completed with exit code 0.]'),
    ],
}

# Android, in the two state notations of the benchmark's android rows (both turn Wi-Fi off and go home).
# 1. one element per line: "[ 0] | android.widget.Class | attributes | bounds=[l,t][r,b] | clickable".
def _el(i: int, cls: str, attrs: str, bounds: str, *flags: str) -> str:
    return " | ".join([f"[{i:2d}]", f"android.widget.{cls}", attrs, f"bounds={bounds}", *flags])


_L = "com.google.android.apps.nexuslauncher"
_S = "com.android.settings"
_HOME = [
    _el(0, "TextView", f'text="09:41" res="{_L}:id/clock"', "[24,8][140,56]"),
    _el(1, "TextView", 'text="Clock"', "[60,1600][220,1780]", "clickable"),
    _el(2, "TextView", 'text="Calendar"', "[300,1600][460,1780]", "clickable"),
    _el(3, "TextView", 'text="Settings"', "[540,1600][700,1780]", "clickable"),
    _el(4, "EditText", f'text="Search apps" hint="Search apps" res="{_L}:id/search_box"', "[40,1900][1040,2010]",
        "clickable"),
]


def _settings() -> list[str]:
    return [
        _el(0, "TextView", 'text="Settings"', "[48,160][600,240]"),
        _el(1, "TextView", 'text="Network & internet"', "[0,300][1080,440]", "clickable"),
        _el(2, "TextView", 'text="Connected devices"', "[0,440][1080,580]", "clickable"),
        _el(3, "TextView", 'text="Apps"', "[0,580][1080,720]", "clickable"),
        _el(4, "TextView", 'text="Battery"', "[0,720][1080,860]", "clickable"),
    ]


def _network(wifi_on: bool) -> list[str]:
    return [
        _el(0, "ImageButton", 'desc="Navigate up"', "[0,140][140,280]", "clickable"),
        _el(1, "TextView", 'text="Network & internet"', "[160,160][900,240]"),
        _el(2, "TextView", 'text="Internet"', "[0,300][860,440]", "clickable"),
        _el(3, "Switch", f'text="{"On" if wifi_on else "Off"}" desc="Wi-Fi" res="{_S}:id/switch_widget"',
            "[880,320][1040,420]", "clickable", "checked" if wifi_on else "unchecked"),
        _el(4, "TextView", 'text="Airplane mode"', "[0,440][860,580]", "clickable"),
    ]


_TASK = "Turn Wi-Fi off in Settings, then go back to the home screen."
ANDROID: dict[str, Any] = {
    'domain': 'android', 'id': 'ex0android01', 'title': 'Example: turn Wi-Fi off in Settings and go home',
    'state': "\n".join(_HOME), 'task': _TASK,
    'steps': [
        ('{"action_type": "open_app", "app_name": "Settings"}',
         'Opening Settings shows its top-level list.',
         "\n".join(_settings())),
        ('{"action_type": "click", "index": 1}',
         'Element 1 is "Network & internet"; the sub-screen lists Internet with the Wi-Fi switch (on) and '
         'airplane mode.',
         "\n".join(_network(True))),
        ('{"action_type": "click", "index": 3}',
         'Element 3 is the Wi-Fi switch: a local edit, only the switch changes to off.',
         "\n".join(_network(False))),
        ('{"action_type": "navigate_back"}',
         'Back returns to the top-level Settings list, unchanged.',
         "\n".join(_settings())),
        ('{"action_type": "navigate_home"}',
         'Home shows the launcher exactly as before.',
         "\n".join(_HOME)),
    ],
}


# 2. a phone-state summary, then the clickable elements (the lines after the summary are this project's
# reading of a format only the first lines of which are published).
def _phone(app: str, elements: list[str], keyboard: str = "Hidden", focused: str = "''") -> str:
    lines = ["**Current Phone State:**", f"• **App:** {app}", f"• **Keyboard:** {keyboard}",
             f"• **Focused Element:** {focused}", "", "Current Clickable UI elements:"]
    return "\n".join(lines + [f"{i}. {e}" for i, e in enumerate(elements)])


_PHONE_HOME = _phone(f"Pixel Launcher ({_L})", ['TextView "Clock"', 'TextView "Calendar"', 'TextView "Settings"',
                                                 'EditText "Search apps"'])
_PHONE_SETTINGS = _phone(f"Settings ({_S})", ['TextView "Network & internet"', 'TextView "Connected devices"',
                                              'TextView "Apps"', 'TextView "Battery"'])


def _phone_network(wifi_on: bool) -> str:
    return _phone(f"Settings ({_S})", ['ImageButton "Navigate up"', 'TextView "Internet"',
                                       f'Switch "Wi-Fi" ({"on" if wifi_on else "off"})', 'TextView "Airplane mode"'])


ANDROID_PHONE_STATE: dict[str, Any] = {
    'domain': 'android', 'id': 'ex0android02', 'file': 'android-phone-state-example',
    'title': 'Example: turn Wi-Fi off, in the phone-state notation',
    'state': _PHONE_HOME, 'task': _TASK,
    'steps': [
        ('{"action_type": "open_app", "app_name": "Settings"}',
         'Settings opens on its top-level list; the keyboard stays hidden.',
         _PHONE_SETTINGS),
        ('{"action_type": "click", "index": 0}',
         'Element 0 is "Network & internet": the sub-screen with the Wi-Fi switch, which is on.',
         _phone_network(True)),
        ('{"action_type": "click", "index": 2}',
         'Element 2 is the Wi-Fi switch: only its state changes, to off.',
         _phone_network(False)),
        ('{"action_type": "navigate_back"}',
         'Back returns to the top-level Settings list.',
         _PHONE_SETTINGS),
        ('{"action_type": "navigate_home"}',
         'Home shows the launcher as before.',
         _PHONE_HOME),
    ],
}

_HEAD = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"
_FILES = [
    "frame\tFiles - Documents\t\tnautilus\t\t(0, 27)\t(1920, 1053)",
    "push-button\tBack\t\t\t\t(24, 40)\t(34, 34)",
    "label\t/home/sam/Documents\t/home/sam/Documents\t\t\t(120, 44)\t(300, 26)",
    "table-cell\treport.odt\treport.odt\t\t2.1 MB\t(180, 150)\t(400, 28)",
    "table-cell\tbudget.ods\tbudget.ods\t\t48.0 kB\t(180, 180)\t(400, 28)",
    "table-cell\tArchive\tArchive\t\tfolder\t(180, 210)\t(400, 28)",
]
_BAR = [
    "push-button\tActivities\t\t\t\t(0, 0)\t(100, 27)",
    "label\tclock\t14:05\t\t\t(920, 4)\t(80, 20)",
]


def _calc(b2: str, title: str = "budget.ods - LibreOffice Calc", extra: list[str] | None = None) -> str:
    rows = [
        _HEAD,
        f"frame\t{title}\t\tlibreoffice-calc\t\t(0, 27)\t(1920, 1053)",
        "push-button\tSave\t\t\t\t(130, 70)\t(34, 34)",
        "text\tName Box\tB2\t\t\t(4, 120)\t(100, 26)",
        "table-cell\tA1\tItem\t\t\t(60, 170)\t(120, 22)",
        "table-cell\tB1\tAmount\t\t\t(180, 170)\t(120, 22)",
        "table-cell\tA2\tRent\t\t\t(60, 192)\t(120, 22)",
        f"table-cell\tB2\t{b2}\t\t\t(180, 192)\t(120, 22)",
        "table-cell\tA3\tFood\t\t\t(60, 214)\t(120, 22)",
        "table-cell\tB3\t310\t\t\t(180, 214)\t(120, 22)",
    ] + (extra or []) + _BAR
    return "\n".join(rows)


DESKTOP: dict[str, Any] = {
    'domain': 'desktop', 'id': 'ex0desktop01', 'title': 'Example: edit a cell of a spreadsheet and save it',
    'state': "\n".join([_HEAD] + _FILES + _BAR),
    'task': 'Open budget.ods, set the rent in B2 to 1020 and save the file.',
    'steps': [
        ('pyautogui.doubleClick(380, 194)',
         '(380, 194) lies inside the budget.ods row; a double click opens it in LibreOffice Calc with B2 '
         'selected as last saved.',
         _calc("950")),
        ("CalcTools.set_cell_value('B2', 1020)",
         'The helper writes 1020 into B2; the title gets no marker in this tree, only the cell text changes.',
         _calc("1020")),
        ("pyautogui.hotkey('ctrl', 's')",
         'Saving an .ods file in its own format writes it at once: no dialog, the sheet stays as it is.',
         _calc("1020")),
        ("CalcTools.get_workbook_info()",
         'An information call that changes nothing on screen: the state comes back unchanged.',
         _calc("1020")),
        ("pyautogui.hotkey('ctrl', 'q')",
         'Quitting Calc with nothing unsaved closes it; the file manager is in front again, as before.',
         "\n".join([_HEAD] + _FILES + _BAR)),
    ],
}

SCRIPTS = [TERMINAL, MCP, SEARCH, SWE, ANDROID, ANDROID_PHONE_STATE, WEB, DESKTOP]


def file_stem(script: dict[str, Any]) -> str:
    return str(script.get("file", f"{script['domain']}-example"))


def build(script: dict[str, Any]) -> bytes:
    """One example session file's bytes: each user turn rendered by the app's own turn builder
    (turns.user_turn), so the files are what a session played in the app would hold."""
    domain = get_domain(script["domain"])
    state = script.get("state") or domain.initial_state or None  # tool domains: their built-in tool list
    system = builtin_prompt(domain, session_tool_text(domain, state)).text
    header = SessionHeader(domain=domain.id, system_prompt=system, id=script["id"], title=script["title"],
                           initial_state=state, created=CREATED, example=True,
                           prompt=builtin_prompt(domain).record(), task=script.get("task"))
    session = Session(path=None, header=header)
    lines = [dump_line(header.to_dict())]
    for i, (action, reasoning, observation) in enumerate(script["steps"], 1):
        turn = user_turn(session, action)
        raw = f"<think>\n{reasoning}\n</think>\n\n" + domain.wrap_observation(observation)
        step = Step(index=i, action=turn.action, message=turn.message, raw=raw, reasoning=reasoning,
                    observation=observation, finish_reason="stop", state=turn.state, created=CREATED)
        session.steps.append(step)
        lines.append(dump_line(step.to_dict()))
    return b"".join(lines)


def main() -> None:
    for script in SCRIPTS:
        path = ROOT / f"{file_stem(script)}.jsonl"
        path.write_bytes(build(script))
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
