"""Imports flow one way: ui -> processes/services -> world -> llama/modelfile -> base (see ARCHITECTURE.md).

Every import counts, including those inside functions: a lazy import still ties the layers
together and hides a cycle. A module may import its own layer and any layer below it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import playground

ROOT = Path(playground.__file__).parent

# package (first part after "playground.") -> layer; higher layers may import lower ones
LAYERS: dict[str, int] = {
    "__init__": 0, "__main__": 7, "errors": 0, "settings": 0, "base": 0,
    "modelfile": 1, "llama": 1, "endpoints": 1,
    "fit": 2,
    "world": 3,
    "decoherence": 4, "hub": 4,
    "runtime": 5,
    "compare": 6, "agents": 6, "bench": 6,
    "cli": 7, "tui": 7,
}


def _package_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "playground":
        return None
    if len(parts) == 1 or parts[1] == "__version__":
        return "__init__"
    return parts[1]


def _imports(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(), filename=str(path))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "playground":
                found += [(node.lineno, f"playground.{a.name}") for a in node.names]
            else:
                found.append((node.lineno, node.module))
    return found


def test_every_package_has_a_layer() -> None:
    packages = {p.stem if p.is_file() else p.name for p in ROOT.iterdir()
                if (p.suffix == ".py" or (p / "__init__.py").exists())}
    assert packages - set(LAYERS) == set(), "give the new package a layer in LAYERS and ARCHITECTURE.md"


def test_imports_flow_one_way() -> None:
    upward = []
    for path in sorted(ROOT.rglob("*.py")):
        own = _package_of("playground." + ".".join(path.relative_to(ROOT).with_suffix("").parts))
        assert own is not None
        for line, module in _imports(path):
            target = _package_of(module)
            if target is None or target == own:
                continue
            if LAYERS[target] > LAYERS[own]:
                upward.append(f"{path.relative_to(ROOT.parent)}:{line} ({own}) imports {module} ({target})")
    assert upward == []


def test_the_check_finds_an_upward_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    from playground.tui.app import PlaygroundApp\n")
    assert _imports(bad) == [(2, "playground.tui.app")]


# Inside the decoherence package, the fact engine's half: engine (refs, facts, the store, the rules)
# below views and effects (readers and data tables) below domains (bindings). The modules written
# before it (everything else in the package) may use any of them, never the other way round, except
# the bindings' use of the shell command reader (shell.py) and the structured-result reader
# (structured.py), which issue 21 moves under views/ next.
DECOHERENCE_LAYERS = {"engine": 0, "views": 1, "effects": 1, "domains": 2}
DOMAINS_MAY_USE = {"shell", "structured"}


def _decoherence_part(module: str) -> str | None:
    parts = module.split(".")
    if parts[:2] != ["playground", "decoherence"] or len(parts) < 3:
        return None
    return parts[2]


def test_the_fact_engine_is_layered_and_uses_nothing_private() -> None:
    bad = []
    base = ROOT / "decoherence"
    for sub, level in DECOHERENCE_LAYERS.items():
        for path in sorted((base / sub).rglob("*.py")):
            tree = ast.parse(path.read_text())
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    names = [a.name for a in node.names]
                    part = _decoherence_part(node.module)
                    where = f"{path.relative_to(ROOT.parent)}:{node.lineno} imports {node.module}"
                    if any(n.startswith("_") for n in names):
                        bad.append(f"{where} (a private name)")
                    if part is None:
                        if node.module.startswith("playground.") and sub != "domains" and \
                                not node.module.startswith(("playground.decoherence", "playground.base")):
                            bad.append(f"{where} (the engine, views and effects know no world)")
                        continue
                    if part in DECOHERENCE_LAYERS:
                        if DECOHERENCE_LAYERS[part] > level or (level == 1 and part != sub and part != "engine"):
                            bad.append(f"{where} (upward or sideways)")
                    elif not (sub == "domains" and part in DOMAINS_MAY_USE):
                        bad.append(f"{where} (a module of the older ledgers)")
    assert bad == []


def test_no_module_imports_another_modules_private_names() -> None:
    # a name with a leading underscore is a module's own business; one another module needs is public
    bad = []
    for path in sorted(ROOT.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("playground") \
                    and node.level == 0:
                bad += [f"{path.relative_to(ROOT.parent)}:{node.lineno} imports {node.module}.{a.name}"
                        for a in node.names if a.name.startswith("_") and not a.name.startswith("__")]
    assert bad == []
