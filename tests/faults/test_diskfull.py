"""A full disk everywhere the app writes: one `error:` line naming the path and the space needed, the
step's output kept (printed by the CLI, carried by the exception in the core), nothing partial left.

Two real ways to fill a disk, no patched writes:
- a small tmpfs mounted for the test (needs root and mount(2); CI runs as root) for ENOSPC;
- RLIMIT_FSIZE in a child process, which makes the kernel refuse writes past a size (EFBIG):
  available wherever Linux is, so the core paths are tested even where mounting is not allowed.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Iterator

import pytest

from playground.base.textsafe import visible
from playground.cli import main
from playground.errors import DiskFullError
from playground.world.errors import StepNotSavedError
from playground.world.session import Step
from playground.world.store import append_step, create_session, dump_line, load_session
from tests.world.helpers import make_session

ROOT = Path(__file__).resolve().parents[2]
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="tmpfs / RLIMIT_FSIZE are Linux")


@contextlib.contextmanager
def _tmpfs(path: Path, size: int) -> Iterator[Path]:
    path.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small tmpfs needs root")
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0755", "tmpfs", str(path)],
                       capture_output=True, text=True, timeout=30)
    if r.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {r.stderr.strip()}")
    try:
        yield path
    finally:
        subprocess.run(["umount", "-l", str(path)], capture_output=True, timeout=30)


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 1 MiB filesystem of its own."""
    with _tmpfs(tmp_path / "disk", 1024 * 1024) as mnt:
        yield mnt


def fill(disk: Path, leave: int = 0) -> Path:
    """Fill ``disk`` up, then give back ``leave`` bytes (whole pages on tmpfs)."""
    filler = disk / ".filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
    try:
        while True:
            os.write(fd, b"\0" * 4096)
    except OSError:
        pass
    os.ftruncate(fd, max(0, os.fstat(fd).st_size - leave))
    os.close(fd)
    return filler


def cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(list(argv))
    return rc, out.getvalue(), err.getvalue()


def one_error_line(err: str) -> str:
    lines = [line for line in err.splitlines() if line.startswith("error:")]
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


def files_in(d: Path) -> list[str]:
    return sorted(p.name for p in d.iterdir() if p.name != ".filler")


def big_step(session, n: int = 20_000) -> Step:  # type: ignore[no-untyped-def]
    return Step(index=session.next_index, action="cat big", message="cat big", raw="x" * n, observation="y" * n,
                finish_reason="stop")


# ------------------------------------------------------------------ step append

@linux_only
def test_append_on_a_full_disk_keeps_the_file_and_hands_the_step_back(small_disk: Path) -> None:
    s = make_session(small_disk, steps=1)
    assert s.path is not None
    before = s.path.read_bytes()
    filler = fill(small_disk)
    step = big_step(s)
    with pytest.raises(StepNotSavedError) as info:
        append_step(s, step)
    e = info.value
    assert e.step is step and e.step.observation == "y" * 20_000
    assert str(e) == (f"step 2 was not saved: not enough space on {small_disk} for {s.path.name}: "
                      f"it needs {(len(dump_line(step.to_dict()))) / 1024:.1f} KiB, 0 B free (No space left on device)")
    assert s.path.read_bytes() == before and len(s.steps) == 1
    filler.unlink()  # room again: the same step is offered once more and saved
    append_step(s, e.step)
    loaded = load_session(s.path)
    assert [x.index for x in loaded.steps] == [1, 2] and loaded.notes == []


@linux_only
def test_a_write_that_fails_part_way_is_cut_back(small_disk: Path) -> None:
    """Room for part of the line: the kernel writes what fits, then refuses; the file is truncated
    back to its last complete line, so no torn step is left behind."""
    s = make_session(small_disk, steps=1)
    assert s.path is not None
    before = s.path.read_bytes()
    fill(small_disk, leave=3 * 4096)
    with pytest.raises(StepNotSavedError):
        append_step(s, big_step(s, 60_000))
    assert s.path.read_bytes() == before
    assert load_session(s.path).notes == []


@linux_only
def test_file_size_limit_in_a_child_process(tmp_path: Path) -> None:
    """RLIMIT_FSIZE: the kernel writes up to the limit and then refuses (EFBIG), a real partial write."""
    s = make_session(tmp_path, steps=1)
    assert s.path is not None
    before = s.path.read_bytes()
    code = textwrap.dedent(f"""
        import json, resource, signal
        from playground.world.store import append_step, load_session
        from playground.world.session import Step
        from playground.world.errors import StepNotSavedError
        s = load_session({str(s.path)!r})
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        limit = {len(before) + 1000}
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
        step = Step(index=2, action="a", message="m", raw="r" * 5000, observation="o" * 5000)
        try:
            append_step(s, step)
        except StepNotSavedError as e:
            print(json.dumps({{"error": str(e), "observation": e.step.observation}}))
    """)
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                       env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["observation"] == "o" * 5000
    assert out["error"].startswith(f"step 2 was not saved: not enough space on {tmp_path} for {s.path.name}: "
                                   "it needs 10.") and "file size limit" in out["error"]
    assert s.path.read_bytes() == before


def test_the_unsaved_step_crosses_a_process_boundary() -> None:
    """The model process sends the exception to the parent by pickling: the step goes with it."""
    import pickle

    step = Step(index=3, action="a", message="m", raw="r", observation="seen")
    e = pickle.loads(pickle.dumps(StepNotSavedError("step 3 was not saved: disk full", step)))
    assert isinstance(e, StepNotSavedError) and str(e) == "step 3 was not saved: disk full"
    assert e.step == step


# ------------------------------------------------------------------ new files

@linux_only
def test_new_session_fork_import_on_a_full_disk(small_disk: Path, tmp_path: Path) -> None:
    (tmp_path / "elsewhere").mkdir()
    src = make_session(tmp_path / "elsewhere", steps=2)
    assert src.path is not None
    fill(small_disk)
    with pytest.raises(DiskFullError, match=rf"not enough space on {small_disk} for .*-terminal-.*\.jsonl: it needs"):
        create_session(small_disk, "terminal")
    rc, out, err = cli("sessions", "--sessions-dir", str(small_disk), "fork", str(src.path), "1")
    assert rc == 1 and one_error_line(err).startswith(f"error: not enough space on {small_disk} for ")
    rc, out, err = cli("sessions", "--sessions-dir", str(small_disk), "import", str(src.path), "--name", "mine")
    assert rc == 1 and one_error_line(err).startswith(f"error: not enough space on {small_disk} for mine.jsonl: "
                                                      f"it needs {src.path.stat().st_size / 1024:.1f} KiB")
    assert files_in(small_disk) == []  # no temp file, no partial session


@linux_only
def test_export_to_a_full_disk_leaves_the_old_file(small_disk: Path, tmp_path: Path) -> None:
    s = make_session(tmp_path, steps=2)
    out = small_disk / "t.md"
    out.write_text("old export\n")
    fill(small_disk)
    for fmt in ("md", "json"):
        rc, _, err = cli("export", str(s.path), "--format", fmt, "-o", str(out))
        assert rc == 1 and one_error_line(err).startswith(f"error: not enough space on {small_disk} for t.md: it needs")
    assert out.read_text() == "old export\n" and files_in(small_disk) == ["t.md"]


@linux_only
def test_settings_save_on_a_full_disk(small_disk: Path) -> None:
    from playground.settings import Settings

    target = small_disk / "config.toml"
    target.write_text("# old\n")
    fill(small_disk)
    with pytest.raises(DiskFullError, match=rf"not enough space on {small_disk} for config.toml: it needs"):
        Settings().save(target)
    assert target.read_text() == "# old\n" and files_in(small_disk) == ["config.toml"]


# ------------------------------------------------------------------ the step command

@pytest.mark.slow  # two runs of the model process
@linux_only
def test_step_command_prints_the_observation_it_could_not_save(small_disk: Path, tiny_model: Path) -> None:
    tiny = ["--ctx", "2048", "--threads", "2", "--max-tokens", "24", "--reasoning-budget", "8", "--seed", "5"]
    s = create_session(small_disk, "terminal")
    assert s.path is not None
    before = s.path.read_bytes()
    filler = fill(small_disk)
    rc, out, err = cli("step", str(tiny_model), "--session", str(s.path), "--action", "ls", "--quiet", *tiny)
    line = one_error_line(err)
    assert rc == 1 and line.startswith(f"error: step 1 was not saved: not enough space on {small_disk} for "
                                       f"{s.path.name}: it needs ")
    assert "[step 1]" in err and s.path.read_bytes() == before
    filler.unlink()
    rc, out2, err = cli("step", str(tiny_model), "--session", str(s.path), "--action", "ls", "--quiet", *tiny)
    assert rc == 0, err
    saved = load_session(s.path).steps[0]
    # same seed: what was printed when the disk was full is what is saved now
    assert out == out2 == visible(saved.observation or "") + "\n"


# ------------------------------------------------------------------ quantize

@linux_only
def test_quantize_filling_the_disk_mid_way(tmp_path: Path, tiny_model: Path) -> None:
    from playground.modelfile.quantize import DiskSpaceError, quantize_model

    with _tmpfs(tmp_path / "q", 2 * 1024 * 1024) as disk:
        out = disk / "out.gguf"
        # The free-space check first: a one-line refusal before any byte is written.
        rc, _, err = cli("quantize", str(tiny_model), str(out), "--type", "Q8_0")
        assert rc == 1 and one_error_line(err).startswith(
            f"error: not enough space on {disk} for out.gguf: the Q8_0 file needs about")
        # Past the check (told the disk is large), the real write fails part-way: translated, not
        # "basic_ios::clear: iostream error", and the partial output is gone.
        with pytest.raises(DiskSpaceError) as info:
            quantize_model(tiny_model, out, "Q8_0", disk_free=lambda p: 1 << 40)
        msg = str(info.value)
        assert msg.startswith(f"not enough space on {disk} for out.gguf: writing stopped at ") and "\n" not in msg
        assert "iostream error" in msg and "the partial file was removed" in msg
        assert list(disk.iterdir()) == []


# ------------------------------------------------------------------ download

from tests.hub.conftest import fake_hub, hf_env, hub_files  # noqa: E402,F401  (fixtures of the loopback Hub)


@linux_only
def test_download_checks_space_first_and_survives_a_disk_filling_up(fake_hub, hf_env, hub_files,  # noqa: F811
                                                                     monkeypatch, tmp_path: Path) -> None:
    import playground.hub.download as dl
    from playground.hub.catalog import find_quant, list_repo_ggufs
    from playground.hub.errors import DiskSpaceError
    from tests.hub.conftest import REPO

    model = find_quant(list_repo_ggufs(REPO, endpoint=fake_hub.url), "F32")  # ~20 MB
    with _tmpfs(tmp_path / "hf", 8 * 1024 * 1024) as small:
        rc, _, err = cli("pull", REPO, "--quant", "F32", "--endpoint", fake_hub.url, "--cache-dir", str(small))
        assert rc == 1 and one_error_line(err).startswith(f"error: not enough disk space in {small}: need 20.")
        assert not fake_hub.requests("GET", "/cdn/")  # refused before any byte
    with _tmpfs(tmp_path / "hf2", 32 * 1024 * 1024) as disk:
        # Room at the start; another program fills the disk while the download runs.
        monkeypatch.setattr(dl, "PROGRESS_INTERVAL_S", 0.0)
        filled: list[Path] = []

        def fill_once(p) -> None:  # type: ignore[no-untyped-def]
            if p.bytes_done > 2_000_000 and not filled:
                filled.append(fill(disk))

        with pytest.raises(DiskSpaceError, match=r"disk full while writing Tiny-AgentWorld-F32\.gguf: .* bytes kept"):
            download_model_to(disk, model, fake_hub.url, fill_once)
        [part] = (disk / "models--unsloth--Tiny-AgentWorld-GGUF" / "blobs").glob("*.part")
        kept = part.stat().st_size
        assert 2_000_000 < kept < model.sizes[0]
        filled[0].unlink()  # room again: the next call resumes where it stopped
        path = download_model_to(disk, model, fake_hub.url, None)
        assert fake_hub.requests("GET", "/cdn/")[-1].range == f"bytes={kept}-"
        assert path.read_bytes() == hub_files.bytes(model.files[0])


def download_model_to(cache: Path, model, endpoint: str, progress):  # type: ignore[no-untyped-def]
    from playground.hub.download import download_model

    return download_model(model, cache_dir=cache, endpoint=endpoint, progress=progress)
