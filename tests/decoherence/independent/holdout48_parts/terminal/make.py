# ruff: noqa: E501
"""Held-out set holdout48, terminal domain: 22 tmux-shell trajectories, 11 of them with one contradiction.

Run from the repository root:
    python3 -m tests.decoherence.independent.holdout48_parts.terminal.make
It writes ``terminal_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import Pane, RowSet, keys

SYSTEM = """You are a Terminal World Model: a precise simulator of a Linux shell running inside a tmux pane.

Each turn you receive the keystrokes the agent sends, as a JSON array of {"keystrokes", "duration"} objects. Keystrokes are raw input: a trailing newline executes the command, tmux notation such as C-c or C-d sends control characters, and an empty string only waits for `duration` seconds. Predict the exact screen the pane shows after the action: the prompt line with the typed command echoed, everything the command writes to stdout and stderr in order, and the next prompt once the command has finished (a command still running after `duration` shows only the output produced so far).

Keep the session consistent across turns. The working directory, the active environment shown in the prompt, exported variables, files and directories, installed packages, running processes and background jobs, and the state of remote services (buckets, clusters, registries, releases) all carry over from earlier turns and change only through what the commands do or what would realistically change on its own (clocks, counters, live metrics). Reproduce real tool output faithfully: table layouts and column alignment, sizes, permissions, ids and hashes, timestamps, progress lines, warnings and exit messages. Give the error a real shell or tool would print for a mistaken command, and never invent state that conflicts with what earlier turns established."""


class EnvPane(Pane):
    """A pane whose prompt carries an active environment prefix such as ``(base)`` or ``(.venv)``."""

    def __init__(self, user: str, host: str, cwd: str, env: str | None = None, style: str = "debian") -> None:
        super().__init__(user, host, cwd, style)
        self.env = env

    @property
    def prompt(self) -> str:
        base = super().prompt
        return f"({self.env}) {base}" if self.env else base

    def run(self, cmd: str, out: str = "", cd: str | None = None, duration: float = 1.0,
            env: str | None = None, deactivate: bool = False) -> tuple[str, str]:
        before = self.prompt
        if cd is not None:
            self.cwd = cd
        if env is not None:
            self.env = env
        if deactivate:
            self.env = None
        text = f"{before} {cmd}\n" + (out.rstrip("\n") + "\n" if out else "") + self.prompt
        return keys(cmd, duration), text


def blocks_k(sizes: list[int]) -> int:
    """The `total` line of ls -l: 1K blocks of 4K-allocated files."""
    return sum(-(-n // 4096) * 4 for n in sizes)


def lr(left: str, right: str, width: int) -> str:
    """Left text, padding, right text: one fixed-width cell."""
    return left + " " * max(1, width - len(left) - len(right)) + right


def iec(n: float) -> str:
    """aws-cli style human size (one decimal, IEC units)."""
    units = ["Bytes", "KiB", "MiB", "GiB", "TiB"]
    if n < 1024:
        return f"{int(n)} Bytes"
    i = 0
    v = float(n)
    while v >= 1024 and i < len(units) - 1:
        v /= 1024
        i += 1
    return f"{v:.1f} {units[i]}"


# ---------------------------------------------------------------------------------------------------------
# 01 conda / mamba: clean

def t01(rs: RowSet) -> None:
    p = EnvPane("maya", "gpu-ws07", "/home/maya/projects/segformer-ft", env="base")
    state = p.prompt
    turns = []
    turns.append(p.run("conda env list", """\
# conda environments:
#
base                  *  /home/maya/miniforge3
torch21                  /home/maya/miniforge3/envs/torch21
vllm-serve               /home/maya/miniforge3/envs/vllm-serve
"""))
    base_pkgs = [
        ("_libgcc_mutex", "0.1", "conda_forge", "conda-forge", "Cached"),
        ("_openmp_mutex", "4.5", "2_gnu", "conda-forge", "Cached"),
        ("bzip2", "1.0.8", "h4bc722e_7", "conda-forge", "Cached"),
        ("ca-certificates", "2024.7.4", "hbcca054_0", "conda-forge", "Cached"),
        ("ld_impl_linux-64", "2.40", "hf3520f5_7", "conda-forge", "Cached"),
        ("libexpat", "2.6.2", "h59595ed_0", "conda-forge", "Cached"),
        ("libffi", "3.4.2", "h7f98852_5", "conda-forge", "Cached"),
        ("libgcc-ng", "14.1.0", "h77fa898_0", "conda-forge", "Cached"),
        ("libgomp", "14.1.0", "h77fa898_0", "conda-forge", "Cached"),
        ("libnsl", "2.0.1", "hd590300_0", "conda-forge", "Cached"),
        ("libsqlite", "3.46.0", "hde9e2c9_0", "conda-forge", "Cached"),
        ("libuuid", "2.38.1", "h0b41bf4_0", "conda-forge", "Cached"),
        ("libxcrypt", "4.4.36", "hd590300_1", "conda-forge", "Cached"),
        ("libzlib", "1.3.1", "h4ab18f5_1", "conda-forge", "Cached"),
        ("ncurses", "6.5", "h59595ed_0", "conda-forge", "Cached"),
        ("openssl", "3.3.1", "h4bc722e_2", "conda-forge", "Cached"),
        ("pip", "24.0", "pyhd8ed1ab_0", "conda-forge", "Cached"),
        ("python", "3.11.9", "hb806964_0_cpython", "conda-forge", "Cached"),
        ("readline", "8.2", "h8228510_1", "conda-forge", "Cached"),
        ("setuptools", "70.3.0", "pyhd8ed1ab_0", "conda-forge", "Cached"),
        ("tk", "8.6.13", "noxft_h4845f30_101", "conda-forge", "Cached"),
        ("tzdata", "2024a", "h0c530f3_0", "conda-forge", "Cached"),
        ("wheel", "0.43.0", "pyhd8ed1ab_1", "conda-forge", "Cached"),
        ("xz", "5.2.6", "h166bdaf_0", "conda-forge", "Cached"),
    ]

    def table(rows: list[tuple[str, str, str, str, str]]) -> str:
        return "\n".join(f"  + {n:<21}{v:>9}  {b:<30}{c:<22}{s:>8}" for n, v, b, c, s in rows)

    rule = "─" * 97
    turns.append(p.run("mamba create -n segft python=3.11 -y", f"""\
conda-forge/linux-64                                        Using cache
conda-forge/noarch                                          Using cache
Transaction

  Prefix: /home/maya/miniforge3/envs/segft

  Updating specs:

   - python=3.11


  Package                  Version  Build                         Channel                     Size
{rule}
  Install:
{rule}

{table(base_pkgs)}

  Summary:

  Install: {len(base_pkgs)} packages

  Total download: 0 B

{rule}



Transaction starting
Transaction finished

To activate this environment, use:

    mamba activate segft

Or to execute a single command in this environment, use:

    mamba run -n segft mycommand
""", duration=20.0))
    turns.append(p.run("conda activate segft", "", env="segft"))
    torch_pkgs = [
        ("blas", "2.116", "mkl", "conda-forge/linux-64", 13e-3),
        ("cuda-cudart", "12.1.105", "0", "nvidia/linux-64", 0.19),
        ("cuda-cupti", "12.1.105", "0", "nvidia/linux-64", 15.4),
        ("cuda-libraries", "12.1.0", "0", "nvidia/linux-64", 2e-3),
        ("cuda-nvrtc", "12.1.105", "0", "nvidia/linux-64", 19.7),
        ("cuda-nvtx", "12.1.105", "0", "nvidia/linux-64", 0.06),
        ("cuda-runtime", "12.1.0", "0", "nvidia/linux-64", 1e-3),
        ("filelock", "3.15.4", "pyhd8ed1ab_0", "conda-forge/noarch", 0.02),
        ("jinja2", "3.1.4", "pyhd8ed1ab_0", "conda-forge/noarch", 0.11),
        ("libcublas", "12.1.0.26", "0", "nvidia/linux-64", 329.3),
        ("libcufft", "11.0.2.4", "0", "nvidia/linux-64", 102.9),
        ("libcurand", "10.3.6.82", "0", "nvidia/linux-64", 51.8),
        ("libcusolver", "11.4.4.55", "0", "nvidia/linux-64", 110.7),
        ("libcusparse", "12.0.2.55", "0", "nvidia/linux-64", 170.1),
        ("libnpp", "12.0.2.50", "0", "nvidia/linux-64", 146.5),
        ("libnvjitlink", "12.1.105", "0", "nvidia/linux-64", 16.9),
        ("libnvjpeg", "12.1.1.14", "0", "nvidia/linux-64", 2.9),
        ("libjpeg-turbo", "3.0.0", "hd590300_1", "conda-forge/linux-64", 0.62),
        ("libpng", "1.6.43", "h2797004_0", "conda-forge/linux-64", 0.29),
        ("markupsafe", "2.1.5", "py311h459d7ec_0", "conda-forge/linux-64", 0.03),
        ("mkl", "2022.1.0", "h84fe81f_915", "conda-forge/linux-64", 199.6),
        ("mpmath", "1.3.0", "pyhd8ed1ab_0", "conda-forge/noarch", 0.44),
        ("networkx", "3.3", "pyhd8ed1ab_1", "conda-forge/noarch", 1.2),
        ("numpy", "1.26.4", "py311h64a7726_0", "conda-forge/linux-64", 8.1),
        ("pillow", "10.4.0", "py311h82a398c_0", "conda-forge/linux-64", 42.0),
        ("pytorch", "2.3.1", "py3.11_cuda12.1_cudnn8.9.2_0", "pytorch/linux-64", 1496.0),
        ("pytorch-cuda", "12.1", "ha16c6d3_5", "pytorch/noarch", 7e-3),
        ("pytorch-mutex", "1.0", "cuda", "pytorch/noarch", 3e-3),
        ("pyyaml", "6.0.1", "py311h459d7ec_1", "conda-forge/linux-64", 0.19),
        ("sympy", "1.12.1", "pypyh2585a3b_103", "conda-forge/noarch", 4.4),
        ("torchvision", "0.18.1", "py311_cu121", "pytorch/linux-64", 8.4),
        ("typing_extensions", "4.12.2", "pyha770c72_0", "conda-forge/noarch", 0.04),
    ]

    def mb(x: float) -> str:
        if x >= 1000:
            return f"{x / 1000:.1f}GB"
        if x >= 1:
            return f"{x:.0f}MB"
        return f"{x * 1000:.0f}kB"

    ttable = "\n".join(f"  + {n:<21}{v:>11}  {b:<30}{c:<22}{mb(s):>8}" for n, v, b, c, s in torch_pkgs)
    total = sum(s for *_, s in torch_pkgs)
    turns.append(p.run("mamba install -y -c pytorch -c nvidia pytorch=2.3.1 torchvision=0.18.1 pytorch-cuda=12.1 numpy=1.26", f"""\
pytorch/linux-64                                              Using cache
pytorch/noarch                                                Using cache
nvidia/linux-64                                               Using cache
nvidia/noarch                                                 Using cache
conda-forge/linux-64                                          Using cache
conda-forge/noarch                                            Using cache

Pinned packages:
  - python 3.11.*


Transaction

  Prefix: /home/maya/miniforge3/envs/segft

  Updating specs:

   - pytorch=2.3.1
   - torchvision=0.18.1
   - pytorch-cuda=12.1
   - numpy=1.26
   - ca-certificates
   - openssl


  Package                    Version  Build                         Channel                     Size
{rule}
  Install:
{rule}

{ttable}

  Summary:

  Install: {len(torch_pkgs)} packages

  Total download: {total / 1000:.1f}GB

{rule}


pytorch                                              1.5GB @  41.2MB/s 36.3s
libcublas                                          329.3MB @  38.9MB/s  8.5s
mkl                                                199.6MB @  35.0MB/s  5.7s
libcusparse                                        170.1MB @  33.7MB/s  5.0s
libnpp                                             146.5MB @  31.8MB/s  4.6s

Downloading and Extracting Packages:

Preparing transaction: done
Verifying transaction: done
Executing transaction: done
""", duration=120.0))
    turns.append(p.run("pip install transformers==4.42.4 datasets==2.20.0 evaluate", """\
Collecting transformers==4.42.4
  Downloading transformers-4.42.4-py3-none-any.whl.metadata (43 kB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 43.6/43.6 kB 3.1 MB/s eta 0:00:00
Collecting datasets==2.20.0
  Downloading datasets-2.20.0-py3-none-any.whl.metadata (19 kB)
Collecting evaluate
  Downloading evaluate-0.4.2-py3-none-any.whl.metadata (9.3 kB)
Requirement already satisfied: filelock in /home/maya/miniforge3/envs/segft/lib/python3.11/site-packages (from transformers==4.42.4) (3.15.4)
Collecting huggingface-hub<1.0,>=0.23.2 (from transformers==4.42.4)
  Downloading huggingface_hub-0.23.4-py3-none-any.whl.metadata (12 kB)
Requirement already satisfied: numpy<2.0,>=1.17 in /home/maya/miniforge3/envs/segft/lib/python3.11/site-packages (from transformers==4.42.4) (1.26.4)
Collecting packaging>=20.0 (from transformers==4.42.4)
  Using cached packaging-24.1-py3-none-any.whl.metadata (3.2 kB)
Requirement already satisfied: pyyaml>=5.1 in /home/maya/miniforge3/envs/segft/lib/python3.11/site-packages (from transformers==4.42.4) (6.0.1)
Collecting regex!=2019.12.17 (from transformers==4.42.4)
  Downloading regex-2024.5.15-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (40 kB)
Collecting requests (from transformers==4.42.4)
  Using cached requests-2.32.3-py3-none-any.whl.metadata (4.6 kB)
Collecting safetensors>=0.4.1 (from transformers==4.42.4)
  Downloading safetensors-0.4.3-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (3.8 kB)
Collecting tokenizers<0.20,>=0.19 (from transformers==4.42.4)
  Downloading tokenizers-0.19.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (6.7 kB)
Collecting tqdm>=4.27 (from transformers==4.42.4)
  Using cached tqdm-4.66.4-py3-none-any.whl.metadata (57 kB)
Collecting pyarrow>=15.0.0 (from datasets==2.20.0)
  Downloading pyarrow-16.1.0-cp311-cp311-manylinux_2_28_x86_64.whl.metadata (3.0 kB)
Collecting pyarrow-hotfix (from datasets==2.20.0)
  Downloading pyarrow_hotfix-0.6-py3-none-any.whl.metadata (3.6 kB)
Collecting dill<0.3.9,>=0.3.0 (from datasets==2.20.0)
  Downloading dill-0.3.8-py3-none-any.whl.metadata (10 kB)
Collecting pandas (from datasets==2.20.0)
  Downloading pandas-2.2.2-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (19 kB)
Collecting xxhash (from datasets==2.20.0)
  Downloading xxhash-3.4.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (12 kB)
Collecting multiprocess (from datasets==2.20.0)
  Downloading multiprocess-0.70.16-py311-none-any.whl.metadata (7.2 kB)
Collecting fsspec<=2024.5.0,>=2023.1.0 (from fsspec[http]<=2024.5.0,>=2023.1.0->datasets==2.20.0)
  Downloading fsspec-2024.5.0-py3-none-any.whl.metadata (11 kB)
Collecting aiohttp (from datasets==2.20.0)
  Downloading aiohttp-3.9.5-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (7.5 kB)
Requirement already satisfied: typing-extensions>=3.7.4.3 in /home/maya/miniforge3/envs/segft/lib/python3.11/site-packages (from huggingface-hub<1.0,>=0.23.2->transformers==4.42.4) (4.12.2)
Collecting aiosignal>=1.1.2 (from aiohttp->datasets==2.20.0)
  Using cached aiosignal-1.3.1-py3-none-any.whl.metadata (4.0 kB)
Collecting attrs>=17.3.0 (from aiohttp->datasets==2.20.0)
  Using cached attrs-23.2.0-py3-none-any.whl.metadata (9.5 kB)
Collecting frozenlist>=1.1.1 (from aiohttp->datasets==2.20.0)
  Downloading frozenlist-1.4.1-cp311-cp311-manylinux_2_5_x86_64.manylinux1_x86_64.manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (12 kB)
Collecting multidict<7.0,>=4.5 (from aiohttp->datasets==2.20.0)
  Downloading multidict-6.0.5-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (4.2 kB)
Collecting yarl<2.0,>=1.0 (from aiohttp->datasets==2.20.0)
  Downloading yarl-1.9.4-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (31 kB)
Collecting charset-normalizer<4,>=2 (from requests->transformers==4.42.4)
  Using cached charset_normalizer-3.3.2-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (33 kB)
Collecting idna<4,>=2.5 (from requests->transformers==4.42.4)
  Using cached idna-3.7-py3-none-any.whl.metadata (9.9 kB)
Collecting urllib3<3,>=1.21.1 (from requests->transformers==4.42.4)
  Using cached urllib3-2.2.2-py3-none-any.whl.metadata (6.4 kB)
Collecting certifi>=2017.4.17 (from requests->transformers==4.42.4)
  Using cached certifi-2024.7.4-py3-none-any.whl.metadata (2.2 kB)
Collecting python-dateutil>=2.8.2 (from pandas->datasets==2.20.0)
  Using cached python_dateutil-2.9.0.post0-py2.py3-none-any.whl.metadata (8.4 kB)
Collecting pytz>=2020.1 (from pandas->datasets==2.20.0)
  Using cached pytz-2024.1-py2.py3-none-any.whl.metadata (22 kB)
Collecting tzdata>=2022.7 (from pandas->datasets==2.20.0)
  Using cached tzdata-2024.1-py2.py3-none-any.whl.metadata (1.4 kB)
Collecting six>=1.5 (from python-dateutil>=2.8.2->pandas->datasets==2.20.0)
  Using cached six-1.16.0-py2.py3-none-any.whl.metadata (1.8 kB)
Downloading transformers-4.42.4-py3-none-any.whl (9.3 MB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 9.3/9.3 MB 38.4 MB/s eta 0:00:00
Downloading datasets-2.20.0-py3-none-any.whl (547 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 547.8/547.8 kB 29.6 MB/s eta 0:00:00
Downloading pyarrow-16.1.0-cp311-cp311-manylinux_2_28_x86_64.whl (40.8 MB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 40.8/40.8 MB 44.1 MB/s eta 0:00:00
Downloading pandas-2.2.2-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (13.0 MB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 13.0/13.0 MB 41.7 MB/s eta 0:00:00
Downloading tokenizers-0.19.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (3.6 MB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 3.6/3.6 MB 40.2 MB/s eta 0:00:00
Installing collected packages: pytz, xxhash, urllib3, tzdata, tqdm, six, safetensors, regex, pyarrow-hotfix, pyarrow, packaging, multidict, idna, fsspec, frozenlist, dill, charset-normalizer, certifi, attrs, yarl, requests, python-dateutil, multiprocess, aiosignal, pandas, huggingface-hub, aiohttp, tokenizers, transformers, datasets, evaluate
Successfully installed aiohttp-3.9.5 aiosignal-1.3.1 attrs-23.2.0 certifi-2024.7.4 charset-normalizer-3.3.2 datasets-2.20.0 dill-0.3.8 evaluate-0.4.2 frozenlist-1.4.1 fsspec-2024.5.0 huggingface-hub-0.23.4 idna-3.7 multidict-6.0.5 multiprocess-0.70.16 packaging-24.1 pandas-2.2.2 pyarrow-16.1.0 pyarrow-hotfix-0.6 python-dateutil-2.9.0.post0 pytz-2024.1 regex-2024.5.15 requests-2.32.3 safetensors-0.4.3 six-1.16.0 tokenizers-0.19.1 tqdm-4.66.4 transformers-4.42.4 tzdata-2024.1 urllib3-2.2.2 xxhash-3.4.1 yarl-1.9.4
""", duration=30.0))
    turns.append(p.run("conda list | grep -E '^(python|numpy|pytorch|torchvision|transformers|datasets|tokenizers) '", """\
datasets                  2.20.0                   pypi_0    pypi
numpy                     1.26.4          py311h64a7726_0    conda-forge
python                    3.11.9          hb806964_0_cpython    conda-forge
pytorch                   2.3.1           py3.11_cuda12.1_cudnn8.9.2_0    pytorch
tokenizers                0.19.1                   pypi_0    pypi
torchvision               0.18.1              py311_cu121    pytorch
transformers              4.42.4                   pypi_0    pypi
"""))
    turns.append(p.run('python -c "import torch, transformers; print(torch.__version__, torch.cuda.is_available(), torch.version.cuda, torch.cuda.device_count(), transformers.__version__)"',
                       "2.3.1 True 12.1 2 4.42.4", duration=8.0))
    turns.append(p.run("conda env list", """\
# conda environments:
#
base                     /home/maya/miniforge3
segft                 *  /home/maya/miniforge3/envs/segft
torch21                  /home/maya/miniforge3/envs/torch21
vllm-serve               /home/maya/miniforge3/envs/vllm-serve
"""))
    rs.add(task="terminal", tid="h48-terminal-01", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# nvidia-smi helper

def smi(clock: str, gpus: list[tuple[str, int, int, int, int]], procs: list[tuple[int, int, str, int]]) -> str:
    """nvidia-smi screen: gpus are (bus id, temp C, power W, memory MiB, util %); procs (gpu, pid, name, MiB)."""
    def row(a: str, b: str, c: str) -> str:
        return f"|{a}|{b}|{c}|"

    sep = "+" + "-" * 41 + "+" + "-" * 22 + "+" + "-" * 22 + "+"
    out = [clock + "       ", "+" + "-" * 87 + "+",
           "|" + " NVIDIA-SMI 535.183.01             Driver Version: 535.183.01   CUDA Version: 12.2".ljust(87) + "|",
           "|" + "-" * 41 + "+" + "-" * 22 + "+" + "-" * 22 + "+",
           row(lr(" GPU  Name", "Persistence-M ", 41), lr(" Bus-Id", "Disp.A ", 22), lr(" Volatile", "Uncorr. ECC ", 22)),
           row(lr(" Fan  Temp   Perf", "Pwr:Usage/Cap ", 41), lr("", "Memory-Usage ", 22), lr(" GPU-Util", "Compute M. ", 22)),
           row(" " * 41, " " * 22, lr("", "MIG M. ", 22)),
           "|" + "=" * 41 + "+" + "=" * 22 + "+" + "=" * 22 + "|"]
    for i, (bus, temp, pw, mem, util) in enumerate(gpus):
        perf = "P0"
        out.append(row(lr(f" {i:>3}  NVIDIA A100-SXM4-80GB", "On  ", 41), lr(f" {bus}", "Off ", 22), lr("", "0 ", 22)))
        out.append(row(lr(f" N/A   {temp}C    {perf}", f"{pw}W / 400W ", 41), lr("", f"{mem}MiB / 81920MiB ", 22),
                       lr(f" {util:>6}%", "Default ", 22)))
        out.append(row(" " * 41, " " * 22, lr("", "Disabled ", 22)))
        out.append(sep)
    out += ["", "+" + "-" * 87 + "+", "|" + " Processes:".ljust(87) + "|",
            "|" + lr("  GPU   GI   CI        PID   Type   Process name", "GPU Memory ", 87) + "|",
            "|" + lr("        ID   ID", "Usage      ", 87) + "|",
            "|" + "=" * 87 + "|"]
    if not procs:
        out.append("|" + "  No running processes found".ljust(87) + "|")
    for g, pid, name, mem in procs:
        out.append("|" + lr(f"  {g:>3}   N/A  N/A  {pid:>9}      C   {name}", f"{mem}MiB ", 87) + "|")
    out.append("+" + "-" * 87 + "+")
    return "\n".join(out)


# 02 nvidia-smi / nohup / pgrep: bad

def t02(rs: RowSet) -> None:
    p = Pane("ubuntu", "a100-train-03", "/home/ubuntu/llm-sft")
    state = p.prompt
    turns = []
    bus = ["00000000:07:00.0", "00000000:0F:00.0", "00000000:47:00.0", "00000000:4E:00.0"]
    turns.append(p.run("nvidia-smi", smi("Fri Jun 14 10:21:07 2024",
                                         [(bus[0], 31, 62, 4, 0), (bus[1], 30, 60, 4, 0), (bus[2], 32, 63, 4, 0), (bus[3], 31, 61, 4, 0)], [])))
    cmdline = "torchrun --nproc_per_node=4 train.py --config configs/sft_llama3_8b.yaml"
    turns.append(p.run(f"nohup {cmdline} > logs/sft_0614.log 2>&1 &", "[1] 48213"))
    turns.append(p.run("pgrep -af train.py", f"""\
48213 /home/ubuntu/.venv/bin/python3 /home/ubuntu/.venv/bin/{cmdline}
48279 /home/ubuntu/.venv/bin/python3 -u train.py --config configs/sft_llama3_8b.yaml
48280 /home/ubuntu/.venv/bin/python3 -u train.py --config configs/sft_llama3_8b.yaml
48281 /home/ubuntu/.venv/bin/python3 -u train.py --config configs/sft_llama3_8b.yaml
48282 /home/ubuntu/.venv/bin/python3 -u train.py --config configs/sft_llama3_8b.yaml
"""))
    turns.append(p.run("tail -n 12 logs/sft_0614.log", """\
W0614 10:21:31.402000 140230911698752 torch/distributed/run.py:757]
W0614 10:21:31.402000 140230911698752 torch/distributed/run.py:757] *****************************************
W0614 10:21:31.402000 140230911698752 torch/distributed/run.py:757] Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed.
W0614 10:21:31.402000 140230911698752 torch/distributed/run.py:757] *****************************************
[2024-06-14 10:21:38,115] [INFO] [train.py:88] rank=0 world_size=4 loading tokenizer meta-llama/Meta-Llama-3-8B
[2024-06-14 10:21:39,902] [INFO] [train.py:97] rank=0 loading dataset data/sft_mix_v3.jsonl (182,344 examples)
Loading checkpoint shards: 100%|██████████| 4/4 [00:07<00:00,  1.83s/it]
[2024-06-14 10:21:52,410] [INFO] [train.py:131] rank=0 FSDP wrapped model: 8.03B params, sharding=FULL_SHARD, mixed_precision=bf16
[2024-06-14 10:21:52,988] [INFO] [train.py:140] rank=0 optimizer AdamW lr=2.0e-05 betas=(0.9, 0.95) wd=0.1 warmup_steps=200
[2024-06-14 10:21:53,006] [INFO] [train.py:152] rank=0 total steps: 11396 (epochs=2, global_batch=32, seq_len=4096)
[2024-06-14 10:21:53,007] [INFO] [train.py:160] rank=0 checkpoints every 500 steps -> /home/ubuntu/llm-sft/ckpt/sft_0614
[2024-06-14 10:21:53,011] [INFO] [train.py:171] rank=0 starting epoch 1/2
"""))
    turns.append(p.run("nvidia-smi", smi("Fri Jun 14 10:23:40 2024",
                                         [(bus[0], 63, 388, 71262, 100), (bus[1], 61, 376, 71230, 99), (bus[2], 64, 392, 71230, 100), (bus[3], 62, 381, 71198, 98)],
                                         [(0, 48279, "/home/ubuntu/.venv/bin/python3", 71248), (1, 48280, "/home/ubuntu/.venv/bin/python3", 71216),
                                          (2, 48281, "/home/ubuntu/.venv/bin/python3", 71216), (3, 48282, "/home/ubuntu/.venv/bin/python3", 71184)])))
    turns.append(p.run("sleep 60; tail -n 3 logs/sft_0614.log", """\
[2024-06-14 10:22:51,274] [INFO] [train.py:214] rank=0 epoch 1 step 5/11396 loss 1.4127 lr 5.00e-07 grad_norm 3.812 tok/s 12,311 mem 68.9GiB
[2024-06-14 10:23:44,388] [INFO] [train.py:214] rank=0 epoch 1 step 10/11396 loss 1.3519 lr 1.00e-06 grad_norm 2.944 tok/s 12,338 mem 69.0GiB
[2024-06-14 10:24:37,496] [INFO] [train.py:214] rank=0 epoch 1 step 15/11396 loss 1.2983 lr 1.50e-06 grad_norm 2.517 tok/s 12,340 mem 69.0GiB
""", duration=65.0))
    turns.append(p.run("nvidia-smi --query-compute-apps=pid,process_name,used_memory --format=csv", """\
pid, process_name, used_memory [MiB]
48279, /home/ubuntu/.venv/bin/python3, 71248 MiB
48280, /home/ubuntu/.venv/bin/python3, 71216 MiB
48291, /home/ubuntu/.venv/bin/python3, 71216 MiB
48282, /home/ubuntu/.venv/bin/python3, 71184 MiB
"""))
    turns.append(p.run("grep -c ' step ' logs/sft_0614.log; tail -n 1 logs/sft_0614.log", """\
4
[2024-06-14 10:25:30,617] [INFO] [train.py:214] rank=0 epoch 1 step 20/11396 loss 1.2610 lr 2.00e-06 grad_norm 2.201 tok/s 12,336 mem 69.0GiB
"""))
    turns.append(p.run("jobs -l", f"[1]+ 48213 Running                 nohup {cmdline} > logs/sft_0614.log 2>&1 &"))
    rs.add(task="terminal", tid="h48-terminal-02", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=7, kind="PID of a GPU worker process that was never restarted differs in the per-process query")


# 03 terraform: bad

def t03(rs: RowSet) -> None:
    p = Pane("deploy", "ops-bastion", "/home/deploy/infra/envs/staging")
    state = p.prompt
    turns = []
    turns.append(p.run("terraform init", """\

Initializing the backend...

Successfully configured the backend "s3"! Terraform will automatically
use this backend unless the backend configuration changes.

Initializing provider plugins...
- Finding hashicorp/aws versions matching "~> 5.50"...
- Finding hashicorp/random versions matching "~> 3.6"...
- Installing hashicorp/aws v5.54.1...
- Installed hashicorp/aws v5.54.1 (signed by HashiCorp)
- Installing hashicorp/random v3.6.2...
- Installed hashicorp/random v3.6.2 (signed by HashiCorp)

Terraform has created a lock file .terraform.lock.hcl to record the provider
selections it made above. Include this file in your version control repository
so that Terraform can guarantee to make the same selections by default when
you run "terraform init" in the future.

Terraform has been successfully initialized!

You may now begin working with Terraform. Try running "terraform plan" to see
any changes that are required for your infrastructure. All Terraform commands
should now work.

If you ever set or change modules or backend configuration for Terraform,
rerun this command to reinitialize your working directory. If you forget, other
commands will detect it and remind you to do so if necessary.
""", duration=15.0))
    turns.append(p.run("terraform plan -out=tfplan", """\
data.aws_ami.ubuntu: Reading...
data.aws_ami.ubuntu: Read complete after 1s [id=ami-0a0e5d9c7acc336f1]

Terraform used the selected providers to generate the following execution
plan. Resource actions are indicated with the following symbols:
  + create

Terraform will perform the following actions:

  # aws_eip.app will be created
  + resource "aws_eip" "app" {
      + allocation_id        = (known after apply)
      + arn                  = (known after apply)
      + association_id       = (known after apply)
      + carrier_ip           = (known after apply)
      + customer_owned_ip    = (known after apply)
      + domain               = "vpc"
      + id                   = (known after apply)
      + instance             = (known after apply)
      + network_border_group = (known after apply)
      + network_interface    = (known after apply)
      + private_dns          = (known after apply)
      + private_ip           = (known after apply)
      + ptr_record           = (known after apply)
      + public_dns           = (known after apply)
      + public_ip            = (known after apply)
      + public_ipv4_pool     = (known after apply)
      + tags                 = {
          + "Name" = "staging-app"
        }
      + tags_all             = {
          + "Env"       = "staging"
          + "ManagedBy" = "terraform"
          + "Name"      = "staging-app"
        }
      + vpc                  = (known after apply)
    }

  # aws_instance.app will be created
  + resource "aws_instance" "app" {
      + ami                                  = "ami-0a0e5d9c7acc336f1"
      + arn                                  = (known after apply)
      + associate_public_ip_address          = false
      + availability_zone                    = (known after apply)
      + cpu_core_count                       = (known after apply)
      + cpu_threads_per_core                 = (known after apply)
      + disable_api_stop                     = (known after apply)
      + disable_api_termination              = (known after apply)
      + ebs_optimized                        = (known after apply)
      + get_password_data                    = false
      + host_id                              = (known after apply)
      + host_resource_group_arn              = (known after apply)
      + iam_instance_profile                 = "staging-app-profile"
      + id                                   = (known after apply)
      + instance_initiated_shutdown_behavior = (known after apply)
      + instance_lifecycle                   = (known after apply)
      + instance_state                       = (known after apply)
      + instance_type                        = "t3.medium"
      + ipv6_address_count                   = (known after apply)
      + ipv6_addresses                       = (known after apply)
      + key_name                             = "deploy-2024"
      + monitoring                           = (known after apply)
      + outpost_arn                          = (known after apply)
      + password_data                        = (known after apply)
      + placement_group                      = (known after apply)
      + placement_partition_number           = (known after apply)
      + primary_network_interface_id         = (known after apply)
      + private_dns                          = (known after apply)
      + private_ip                           = (known after apply)
      + public_dns                           = (known after apply)
      + public_ip                            = (known after apply)
      + secondary_private_ips                = (known after apply)
      + security_groups                      = (known after apply)
      + source_dest_check                    = true
      + spot_instance_request_id             = (known after apply)
      + subnet_id                            = "subnet-0c5d2e8a91f4b7d36"
      + tags                                 = {
          + "Name" = "staging-app"
        }
      + tags_all                             = {
          + "Env"       = "staging"
          + "ManagedBy" = "terraform"
          + "Name"      = "staging-app"
        }
      + tenancy                              = (known after apply)
      + user_data                            = "5f3b1c0e7a9d2846b1e03c5f7d8a2e6b4c1f9d07"
      + user_data_base64                     = (known after apply)
      + user_data_replace_on_change          = false
      + vpc_security_group_ids               = (known after apply)

      + metadata_options {
          + http_endpoint               = "enabled"
          + http_protocol_ipv6          = "disabled"
          + http_put_response_hop_limit = 2
          + http_tokens                 = "required"
          + instance_metadata_tags      = "disabled"
        }

      + root_block_device {
          + delete_on_termination = true
          + device_name           = (known after apply)
          + encrypted             = true
          + iops                  = (known after apply)
          + kms_key_id            = (known after apply)
          + tags_all              = (known after apply)
          + throughput            = (known after apply)
          + volume_id             = (known after apply)
          + volume_size           = 30
          + volume_type           = "gp3"
        }
    }

  # aws_security_group.app will be created
  + resource "aws_security_group" "app" {
      + arn                    = (known after apply)
      + description            = "staging app: http from alb, ssh from bastion"
      + egress                 = [
          + {
              + cidr_blocks      = [
                  + "0.0.0.0/0",
                ]
              + from_port        = 0
              + ipv6_cidr_blocks = []
              + prefix_list_ids  = []
              + protocol         = "-1"
              + security_groups  = []
              + self             = false
              + to_port          = 0
                # (1 unchanged attribute hidden)
            },
        ]
      + id                     = (known after apply)
      + ingress                = [
          + {
              + cidr_blocks      = [
                  + "0.0.0.0/0",
                ]
              + from_port        = 80
              + ipv6_cidr_blocks = []
              + prefix_list_ids  = []
              + protocol         = "tcp"
              + security_groups  = []
              + self             = false
              + to_port          = 80
                # (1 unchanged attribute hidden)
            },
          + {
              + cidr_blocks      = [
                  + "10.20.0.0/24",
                ]
              + from_port        = 22
              + ipv6_cidr_blocks = []
              + prefix_list_ids  = []
              + protocol         = "tcp"
              + security_groups  = []
              + self             = false
              + to_port          = 22
                # (1 unchanged attribute hidden)
            },
        ]
      + name                   = (known after apply)
      + name_prefix            = (known after apply)
      + owner_id               = (known after apply)
      + revoke_rules_on_delete = false
      + tags_all               = {
          + "Env"       = "staging"
          + "ManagedBy" = "terraform"
        }
      + vpc_id                 = "vpc-04a7c2e9b13d58f60"
    }

  # random_id.suffix will be created
  + resource "random_id" "suffix" {
      + b64_std     = (known after apply)
      + b64_url     = (known after apply)
      + byte_length = 4
      + dec         = (known after apply)
      + hex         = (known after apply)
      + id          = (known after apply)
    }

Plan: 4 to add, 0 to change, 0 to destroy.

Changes to Outputs:
  + instance_id = (known after apply)
  + public_ip   = (known after apply)

─────────────────────────────────────────────────────────────────────────────

Saved the plan to: tfplan

To perform exactly these actions, run the following command to apply:
    terraform apply "tfplan"
""", duration=10.0))
    turns.append(p.run("terraform apply tfplan", """\
random_id.suffix: Creating...
random_id.suffix: Creation complete after 0s [id=q3Kx9w]
aws_security_group.app: Creating...
aws_security_group.app: Creation complete after 3s [id=sg-0b7e4c19d2a6f3e85]
aws_instance.app: Creating...
aws_instance.app: Still creating... [10s elapsed]
aws_instance.app: Still creating... [20s elapsed]
aws_instance.app: Still creating... [30s elapsed]
aws_instance.app: Creation complete after 33s [id=i-04c9e2a7b1f58d3a6]
aws_eip.app: Creating...
aws_eip.app: Creation complete after 2s [id=eipalloc-0a13f6d2c8e947b51]

Apply complete! Resources: 4 added, 0 changed, 0 destroyed.

Outputs:

instance_id = "i-04c9e2a7b1f58d3a6"
public_ip = "54.211.87.143"
""", duration=60.0))
    turns.append(p.run("terraform state list", """\
data.aws_ami.ubuntu
aws_eip.app
aws_instance.app
aws_security_group.app
random_id.suffix
""", duration=3.0))
    turns.append(p.run("terraform state show aws_instance.app", """\
# aws_instance.app:
resource "aws_instance" "app" {
    ami                                  = "ami-0a0e5d9c7acc336f1"
    arn                                  = "arn:aws:ec2:us-east-1:381492077415:instance/i-04c9e2a7d1f58b3a6"
    associate_public_ip_address          = false
    availability_zone                    = "us-east-1b"
    cpu_core_count                       = 1
    cpu_threads_per_core                 = 2
    disable_api_stop                     = false
    disable_api_termination              = false
    ebs_optimized                        = false
    get_password_data                    = false
    hibernation                          = false
    host_id                              = null
    iam_instance_profile                 = "staging-app-profile"
    id                                   = "i-04c9e2a7d1f58b3a6"
    instance_initiated_shutdown_behavior = "stop"
    instance_lifecycle                   = null
    instance_state                       = "running"
    instance_type                        = "t3.medium"
    ipv6_address_count                   = 0
    ipv6_addresses                       = []
    key_name                             = "deploy-2024"
    monitoring                           = false
    outpost_arn                          = null
    password_data                        = null
    placement_group                      = null
    placement_partition_number           = 0
    primary_network_interface_id         = "eni-07b3e1d94c2a5f806"
    private_dns                          = "ip-10-20-11-147.ec2.internal"
    private_ip                           = "10.20.11.147"
    public_dns                           = ""
    public_ip                            = ""
    secondary_private_ips                = []
    security_groups                      = []
    source_dest_check                    = true
    spot_instance_request_id             = null
    subnet_id                            = "subnet-0c5d2e8a91f4b7d36"
    tags                                 = {
        "Name" = "staging-app"
    }
    tags_all                             = {
        "Env"       = "staging"
        "ManagedBy" = "terraform"
        "Name"      = "staging-app"
    }
    tenancy                              = "default"
    user_data                            = "5f3b1c0e7a9d2846b1e03c5f7d8a2e6b4c1f9d07"
    user_data_replace_on_change          = false
    vpc_security_group_ids               = [
        "sg-0b7e4c19d2a6f3e85",
    ]

    capacity_reservation_specification {
        capacity_reservation_preference = "open"
    }

    cpu_options {
        core_count       = 1
        threads_per_core = 2
    }

    credit_specification {
        cpu_credits = "unlimited"
    }

    enclave_options {
        enabled = false
    }

    maintenance_options {
        auto_recovery = "default"
    }

    metadata_options {
        http_endpoint               = "enabled"
        http_protocol_ipv6          = "disabled"
        http_put_response_hop_limit = 2
        http_tokens                 = "required"
        instance_metadata_tags      = "disabled"
    }

    private_dns_name_options {
        enable_resource_name_dns_a_record    = false
        enable_resource_name_dns_aaaa_record = false
        hostname_type                        = "ip-name"
    }

    root_block_device {
        delete_on_termination = true
        device_name           = "/dev/sda1"
        encrypted             = true
        iops                  = 3000
        kms_key_id            = "arn:aws:kms:us-east-1:381492077415:key/6c1d8e2f-4b7a-4e93-a2d5-0f8c3b9e71a4"
        tags                  = {}
        tags_all              = {}
        throughput            = 125
        volume_id             = "vol-0e81f4a6c3d29b705"
        volume_size           = 30
        volume_type           = "gp3"
    }
}
""", duration=3.0))
    turns.append(p.run("terraform fmt -check -recursive && terraform validate", "Success! The configuration is valid.\n", duration=3.0))
    turns.append(p.run("curl -sS -m 5 http://54.211.87.143/healthz; echo",
                       '{"status":"ok","service":"orders-staging","version":"0.14.2","uptime_s":118}', duration=2.0))
    turns.append(p.run("terraform output -raw public_ip; echo", "54.211.87.143", duration=3.0))
    rs.add(task="terminal", tid="h48-terminal-03", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=5, kind="instance id in state show differs from the id terraform printed when it created the instance")


# 04 git worktree / git stash / cherry-pick / tag: clean

def t04(rs: RowSet) -> None:
    p = Pane("lena", "thinkpad", "/home/lena/src/pgsync")
    state = p.prompt
    turns = []
    status_body = """\
On branch feature/batch-copy
Your branch is up to date with 'origin/feature/batch-copy'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   pgsync/copy.py
	modified:   tests/test_copy.py

Untracked files:
  (use "git add <file>..." to include in what will be committed)
	scratch/bench_copy.py

no changes added to commit (use "git add" and/or "git commit -a")
"""
    turns.append(p.run("git status", status_body))
    turns.append(p.run('git stash push -m "wip: batch copy chunking"',
                       "Saved working directory and index state On feature/batch-copy: wip: batch copy chunking"))
    turns.append(p.run("git stash list && git status --short", """\
stash@{0}: On feature/batch-copy: wip: batch copy chunking
stash@{1}: WIP on main: 5d0e7a1 Bump psycopg to 3.1.19
?? scratch/bench_copy.py
"""))
    turns.append(p.run("git worktree add ../pgsync-hotfix -b hotfix/1.8.3 v1.8.2", """\
Preparing worktree (new branch 'hotfix/1.8.3')
HEAD is now at 3e91c0a Release 1.8.2
"""))
    turns.append(p.run("git worktree list", """\
/home/lena/src/pgsync         9d4f2b7 [feature/batch-copy]
/home/lena/src/pgsync-hotfix  3e91c0a [hotfix/1.8.3]
"""))
    turns.append(p.run("cd ../pgsync-hotfix && git cherry-pick 71ab0e5", """\
[hotfix/1.8.3 c2e58d9] Fix NULL handling in COPY escape for bytea columns
 Date: Mon Jun 10 16:42:19 2024 +0200
 2 files changed, 18 insertions(+), 4 deletions(-)
""", cd="/home/lena/src/pgsync-hotfix"))
    turns.append(p.run("git log --oneline --decorate -5", """\
c2e58d9 (HEAD -> hotfix/1.8.3) Fix NULL handling in COPY escape for bytea columns
3e91c0a (tag: v1.8.2) Release 1.8.2
a81f4d3 Retry on SerializationFailure in sync loop
60bc2e9 Docs: document --batch-size and --copy-timeout
f27d1b8 (tag: v1.8.1) Release 1.8.1
"""))
    turns.append(p.run("git tag -a v1.8.3 -m 'pgsync 1.8.3' && git tag -l 'v1.8.*' && git show --stat --format='%h %an %ad%n%s' v1.8.3 | tail -n 6", """\
v1.8.0
v1.8.1
v1.8.2
v1.8.3
c2e58d9 Lena Vogt Mon Jun 10 16:42:19 2024 +0200
Fix NULL handling in COPY escape for bytea columns

 pgsync/copy.py         | 12 ++++++++----
 tests/test_copy.py     | 10 ++++++++++
 2 files changed, 18 insertions(+), 4 deletions(-)
"""))
    turns.append(p.run("cd ../pgsync && git worktree list", """\
/home/lena/src/pgsync         9d4f2b7 [feature/batch-copy]
/home/lena/src/pgsync-hotfix  c2e58d9 [hotfix/1.8.3]
""", cd="/home/lena/src/pgsync"))
    turns.append(p.run("git worktree remove ../pgsync-hotfix && git worktree list && git stash pop",
                       "/home/lena/src/pgsync  9d4f2b7 [feature/batch-copy]\n" + status_body
                       + "Dropped refs/stash@{0} (b4e07c92d1a35f6e8a0c7d24f9e1b3a6c58d0e71)\n"))
    rs.add(task="terminal", tid="h48-terminal-04", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# duckdb box helper

def dbox(cols: list[str], types: list[str], rows: list[list[str]], right: set[int]) -> str:
    w = [max([len(c), len(t)] + [len(r[i]) for r in rows]) + 2 for i, (c, t) in enumerate(zip(cols, types))]
    top = "┌" + "┬".join("─" * x for x in w) + "┐"
    mid = "├" + "┼".join("─" * x for x in w) + "┤"
    bot = "└" + "┴".join("─" * x for x in w) + "┘"
    hdr = "│" + "│".join(c.center(x) for c, x in zip(cols, w)) + "│"
    typ = "│" + "│".join(t.center(x) for t, x in zip(types, w)) + "│"
    body = ["│" + "│".join((" " + v.rjust(x - 2) + " ") if i in right else (" " + v.ljust(x - 2) + " ")
                           for i, (v, x) in enumerate(zip(r, w))) + "│" for r in rows]
    return "\n".join([top, hdr, typ, mid] + body + [bot])


# 05 duckdb / parquet-tools: clean

def t05(rs: RowSet) -> None:
    p = Pane("ravi", "analytics-box", "/home/ravi/work/taxi")
    state = p.prompt
    turns = []
    sizes = [49961641, 50349284, 60078280]
    turns.append(p.run("ls -l data/", f"""\
total {blocks_k(sizes)}
-rw-r--r-- 1 ravi ravi {sizes[0]} Jun 11 09:14 yellow_tripdata_2024-01.parquet
-rw-r--r-- 1 ravi ravi {sizes[1]} Jun 11 09:14 yellow_tripdata_2024-02.parquet
-rw-r--r-- 1 ravi ravi {sizes[2]} Jun 11 09:15 yellow_tripdata_2024-03.parquet
"""))
    cols = ["VendorID", "tpep_pickup_datetime", "tpep_dropoff_datetime", "passenger_count", "trip_distance",
            "RatecodeID", "store_and_fwd_flag", "PULocationID", "DOLocationID", "payment_type", "fare_amount",
            "extra", "mta_tax", "tip_amount", "tolls_amount", "improvement_surcharge", "total_amount",
            "congestion_surcharge", "Airport_fee"]
    turns.append(p.run("parquet-tools inspect data/yellow_tripdata_2024-01.parquet | head -n 40", """\

############ file meta data ############
created_by: parquet-cpp-arrow version 14.0.2
num_columns: 19
num_rows: 2964624
num_row_groups: 3
format_version: 2.6
serialized_size: 6357


############ Columns ############
""" + "\n".join(cols) + """


############ Column(VendorID) ############
name: VendorID
path: VendorID
max_definition_level: 1
max_repetition_level: 0
physical_type: INT32
logical_type: None
converted_type (legacy): NONE
compression: ZSTD (space_saved: 57%)
"""))
    turns.append(p.run("""duckdb taxi.duckdb -c "CREATE TABLE trips AS SELECT * FROM read_parquet('data/yellow_tripdata_2024-0[12].parquet');\"""", "", duration=8.0))
    turns.append(p.run("""duckdb taxi.duckdb -c "SELECT count(*) AS n, min(tpep_pickup_datetime) AS first_pickup, max(tpep_pickup_datetime) AS last_pickup FROM trips;\"""",
                       dbox(["n", "first_pickup", "last_pickup"], ["int64", "timestamp", "timestamp"],
                            [["5972150", "2002-12-31 22:59:39", "2024-03-01 00:04:27"]], {0})))
    turns.append(p.run("""duckdb taxi.duckdb -c "INSERT INTO trips SELECT * FROM read_parquet('data/yellow_tripdata_2024-03.parquet');\"""", "", duration=5.0))
    turns.append(p.run("""duckdb taxi.duckdb -c "SELECT count(*) AS n, min(tpep_pickup_datetime) AS first_pickup, max(tpep_pickup_datetime) AS last_pickup FROM trips;\"""",
                       dbox(["n", "first_pickup", "last_pickup"], ["int64", "timestamp", "timestamp"],
                            [["9554778", "2002-12-31 22:59:39", "2024-04-01 00:19:45"]], {0})))
    turns.append(p.run("""duckdb taxi.duckdb -c "SELECT count(*) AS outside_q1 FROM trips WHERE tpep_pickup_datetime < '2024-01-01' OR tpep_pickup_datetime >= '2024-04-01'; DELETE FROM trips WHERE tpep_pickup_datetime < '2024-01-01' OR tpep_pickup_datetime >= '2024-04-01';\"""",
                       dbox(["outside_q1"], ["int64"], [["61"]], {0}), duration=3.0))
    months = [("2024-01-01 00:00:00", 2964609, "18.18", "3.65"), ("2024-02-01 00:00:00", 3007499, "18.01", "3.86"),
              ("2024-03-01 00:00:00", 3582609, "18.65", "4.52")]
    assert sum(m[1] for m in months) == 9554778 - 61
    csv = """\
month,trips,avg_fare,avg_miles
2024-01-01 00:00:00,2964609,18.175063291830765,3.652168932712901
2024-02-01 00:00:00,3007499,18.012873412109842,3.8604715286003853
2024-03-01 00:00:00,3582609,18.651339764204857,4.519845219327364
"""
    turns.append(p.run("""duckdb taxi.duckdb -c "SELECT date_trunc('month', tpep_pickup_datetime) AS month, count(*) AS trips, round(avg(fare_amount), 2) AS avg_fare, round(avg(trip_distance), 2) AS avg_miles FROM trips GROUP BY ALL ORDER BY month;\"""",
                       dbox(["month", "trips", "avg_fare", "avg_miles"], ["timestamp", "int64", "double", "double"],
                            [[m, str(n), f, d] for m, n, f, d in months], {1, 2, 3}), duration=3.0))
    turns.append(p.run("""duckdb taxi.duckdb -c "COPY (SELECT date_trunc('month', tpep_pickup_datetime) AS month, count(*) AS trips, avg(fare_amount) AS avg_fare, avg(trip_distance) AS avg_miles FROM trips GROUP BY ALL ORDER BY month) TO 'out/monthly_2024q1.csv' (HEADER);" && wc -c out/monthly_2024q1.csv && cat out/monthly_2024q1.csv""", f"{len(csv.encode())} out/monthly_2024q1.csv\n{csv}", duration=3.0))
    rs.add(task="terminal", tid="h48-terminal-05", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# table helpers: helm (tab-separated, padded) and kubectl (3-space gaps)

def htab(rows: list[list[str]]) -> str:
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("\t".join(c.ljust(x) for c, x in zip(r, w)) for r in rows)


def ktab(rows: list[list[str]]) -> str:
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return "\n".join("   ".join(c.ljust(x) for c, x in zip(r, w)).rstrip() for r in rows)


# 06 helm: bad

def t06(rs: RowSet) -> None:
    p = Pane("sre", "k8s-admin-01", "/home/sre/charts")
    state = p.prompt
    turns = []
    turns.append(p.run("helm repo update", """\
Hang tight while we grab the latest from your chart repositories...
...Successfully got an update from the "ingress-nginx" chart repository
...Successfully got an update from the "jetstack" chart repository
...Successfully got an update from the "bitnami" chart repository
Update Complete. ⎈Happy Helming!⎈
""", duration=4.0))
    head = ["NAME", "NAMESPACE", "REVISION", "UPDATED", "STATUS", "CHART", "APP VERSION"]
    redis = ["redis", "payments", "3", "2024-05-21 09:40:02.884163905 +0000 UTC", "deployed", "redis-19.5.2", "7.2.5"]
    turns.append(p.run("helm list -n payments", htab([
        head, ["payments-api", "payments", "7", "2024-06-03 15:12:48.221905137 +0000 UTC", "deployed", "payments-api-2.4.1", "1.19.0"], redis])))
    values = """\
USER-SUPPLIED VALUES:
env:
  DB_POOL_SIZE: "20"
  LOG_LEVEL: info
  PAYMENTS_PROVIDER: adyen
  WEBHOOK_TIMEOUT_MS: "4000"
image:
  pullPolicy: IfNotPresent
  repository: registry.internal.acme.io/payments/payments-api
  tag: 1.19.0
ingress:
  className: nginx
  enabled: true
  host: payments.staging.acme.io
  tls: true
podDisruptionBudget:
  minAvailable: 1
replicaCount: {replicas}
resources:
  limits:
    memory: 768Mi
  requests:
    cpu: 250m
    memory: 512Mi
serviceMonitor:
  enabled: true
  interval: 30s
"""
    turns.append(p.run("helm get values payments-api -n payments", values.replace("{replicas}", "3")))
    turns.append(p.run("helm upgrade payments-api ./payments-api -n payments --reuse-values --set image.tag=1.20.0 --set replicaCount=4", """\
Release "payments-api" has been upgraded. Happy Helming!
NAME: payments-api
LAST DEPLOYED: Fri Jun 14 11:32:09 2024
NAMESPACE: payments
STATUS: deployed
REVISION: 8
TEST SUITE: None
NOTES:
payments-api is reachable at https://payments.staging.acme.io

Check the rollout with:
  kubectl -n payments rollout status deploy/payments-api
  kubectl -n payments get pods -l app.kubernetes.io/instance=payments-api
""", duration=5.0))
    turns.append(p.run("kubectl -n payments rollout status deploy/payments-api", """\
Waiting for deployment "payments-api" rollout to finish: 2 out of 4 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 2 out of 4 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 3 out of 4 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 3 out of 4 new replicas have been updated...
Waiting for deployment "payments-api" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "payments-api" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "payments-api" rollout to finish: 3 of 4 updated replicas are available...
deployment "payments-api" successfully rolled out
""", duration=60.0))
    turns.append(p.run("helm history payments-api -n payments --max 5", htab([
        ["REVISION", "UPDATED", "STATUS", "CHART", "APP VERSION", "DESCRIPTION"],
        ["4", "Tue May 14 10:05:31 2024", "superseded", "payments-api-2.3.0", "1.17.2", "Upgrade complete"],
        ["5", "Wed May 22 16:47:12 2024", "superseded", "payments-api-2.3.1", "1.17.3", "Upgrade complete"],
        ["6", "Thu May 30 08:20:44 2024", "superseded", "payments-api-2.4.0", "1.18.0", "Upgrade complete"],
        ["7", "Mon Jun  3 15:12:48 2024", "superseded", "payments-api-2.4.1", "1.19.0", "Upgrade complete"],
        ["8", "Fri Jun 14 11:32:09 2024", "deployed", "payments-api-2.4.1", "1.19.0", "Upgrade complete"]])))
    pods = [["NAME", "READY", "STATUS", "RESTARTS", "AGE", "IP", "NODE", "NOMINATED NODE", "READINESS GATES"],
            ["payments-api-6b9f7d5c8-2xkqp", "1/1", "Running", "0", "98s", "10.42.3.118", "stg-pool-a-7f3c9d21-kx2m", "<none>", "<none>"],
            ["payments-api-6b9f7d5c8-7lmzr", "1/1", "Running", "0", "98s", "10.42.1.204", "stg-pool-a-7f3c9d21-q8vn", "<none>", "<none>"],
            ["payments-api-6b9f7d5c8-c4v9t", "1/1", "Running", "0", "79s", "10.42.2.57", "stg-pool-a-7f3c9d21-zt4d", "<none>", "<none>"],
            ["payments-api-6b9f7d5c8-sx8hn", "1/1", "Running", "0", "63s", "10.42.3.121", "stg-pool-a-7f3c9d21-kx2m", "<none>", "<none>"]]
    turns.append(p.run("kubectl -n payments get pods -l app.kubernetes.io/instance=payments-api -o wide", ktab(pods)))
    turns.append(p.run("helm get values payments-api -n payments", values.replace("{replicas}", "4")))
    turns.append(p.run("helm list -n payments", htab([
        head, ["payments-api", "payments", "8", "2024-06-14 11:32:09.513207441 +0000 UTC", "deployed", "payments-api-2.4.1", "1.19.0"], redis])))
    turns.append(p.run("kubectl -n payments get deploy,pdb -l app.kubernetes.io/instance=payments-api", """\
NAME                           READY   UP-TO-DATE   AVAILABLE   AGE
deployment.apps/payments-api   4/4     4            4           118d

NAME                                              MIN AVAILABLE   MAX UNAVAILABLE   ALLOWED DISRUPTIONS   AGE
poddisruptionbudget.policy/payments-api           1               N/A               3                     118d
"""))
    rs.add(task="terminal", tid="h48-terminal-06", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=8, kind="image tag set with --set reads back unchanged in helm get values")


# 07 aws s3: clean

def t07(rs: RowSet) -> None:
    p = Pane("root", "etl-worker-2", "/srv/exports")
    state = p.prompt
    turns = []
    pre = "s3://acme-dw-exports/daily/2024/06/"
    objs = {
        "orders_2024-06-01.csv.gz": ("2024-06-02 01:12:44", 17912334),
        "orders_2024-06-02.csv.gz": ("2024-06-03 01:13:02", 18044719),
        "orders_2024-06-03.csv.gz": ("2024-06-04 01:14:31", 19203388),
        "orders_2024-06-03.csv.gz.tmp": ("2024-06-04 01:13:58", 4194304),
        "orders_2024-06-04.csv.gz": ("2024-06-05 01:12:57", 18876022),
        "orders_2024-06-05.csv.gz": ("2024-06-06 01:13:40", 18653107),
        "orders_2024-06-06.csv.gz": ("2024-06-07 01:15:12", 19487265),
        "orders_2024-06-07.csv.gz": ("2024-06-08 01:14:08", 21330476),
        "orders_2024-06-08.csv.gz": ("2024-06-09 01:12:31", 16024881),
        "orders_2024-06-09.csv.gz": ("2024-06-10 01:11:55", 15418262),
    }

    def listing(o: dict[str, tuple[str, int]]) -> str:
        lines = [f"{d} {iec(n):>10} {k}" for k, (d, n) in sorted(o.items())]
        return "\n".join(lines) + f"\n\nTotal Objects: {len(o)}\n   Total Size: {iec(sum(n for _, n in o.values()))}\n"

    turns.append(p.run(f"aws s3 ls {pre} --human-readable --summarize", listing(objs), duration=3.0))
    local = [("export_2024-06-11.log", 48211, "Jun 12 01:13"), ("manifest.json", 2291, "Jun 12 07:40"),
             ("orders_2024-06-09.csv.gz", 15418262, "Jun 10 01:11"), ("orders_2024-06-10.csv.gz", 18233590, "Jun 11 01:12"),
             ("orders_2024-06-11.csv.gz", 18790043, "Jun 12 01:13")]
    turns.append(p.run("ls -l", f"total {blocks_k([n for _, n, _ in local])}\n" + "\n".join(
        f"-rw-r--r-- 1 etl  etl  {n:>8} {d} {f}" for f, n, d in local)))
    turns.append(p.run(f'aws s3 sync . {pre} --exclude "*" --include "orders_*.csv.gz"', f"""\
upload: ./orders_2024-06-11.csv.gz to {pre}orders_2024-06-11.csv.gz
upload: ./orders_2024-06-10.csv.gz to {pre}orders_2024-06-10.csv.gz
""", duration=8.0))
    objs["orders_2024-06-10.csv.gz"] = ("2024-06-12 07:41:52", 18233590)
    objs["orders_2024-06-11.csv.gz"] = ("2024-06-12 07:41:51", 18790043)
    turns.append(p.run(f"aws s3 cp manifest.json {pre}_manifest.json --content-type application/json",
                       f"upload: ./manifest.json to {pre}_manifest.json", duration=2.0))
    objs["_manifest.json"] = ("2024-06-12 07:42:15", 2291)
    turns.append(p.run(f"aws s3 rm {pre}orders_2024-06-03.csv.gz.tmp", f"delete: {pre}orders_2024-06-03.csv.gz.tmp", duration=2.0))
    del objs["orders_2024-06-03.csv.gz.tmp"]
    turns.append(p.run(f"aws s3 ls {pre} --human-readable --summarize", listing(objs), duration=3.0))
    top = sorted(objs.items(), key=lambda kv: kv[1][1])[-3:]
    turns.append(p.run(f"aws s3 ls {pre} --recursive | sort -k3 -n | tail -3",
                       "\n".join(f"{d} {n:>10} daily/2024/06/{k}" for k, (d, n) in top), duration=3.0))
    rs.add(task="terminal", tid="h48-terminal-07", system=SYSTEM, turns=turns, state=state)


# 08 crontab / at: bad

def t08(rs: RowSet) -> None:
    p = Pane("backup", "nas01", "/home/backup")
    state = p.prompt
    turns = []
    head = """\
# Edit this file to introduce tasks to be run by cron.
#
# m h  dom mon dow   command
MAILTO=ops@nordlicht-media.de
PATH=/usr/local/bin:/usr/bin:/bin
"""
    snap = """\
15 2 * * * /home/backup/bin/snap-home.sh >> /home/backup/log/snap-home.log 2>&1
45 2 * * * /home/backup/bin/snap-media.sh >> /home/backup/log/snap-media.log 2>&1
0 3 * * 0 /home/backup/bin/prune-snapshots.sh --keep-daily 14 --keep-weekly 8 >> /home/backup/log/prune.log 2>&1
"""
    offsite = "30 4 * * 1 /usr/bin/rsync -a --delete /srv/photos/ /mnt/offsite/photos/ >> /home/backup/log/offsite.log 2>&1\n"
    smart = "20 5 1 * * /usr/sbin/smartctl -a /dev/sda > /home/backup/log/smart-sda.txt 2>&1\n"
    turns.append(p.run("crontab -l", head + snap + "*/10 * * * * /home/backup/bin/check-array.sh\n" + offsite + smart))
    turns.append(p.run(r"crontab -l > ~/cron.bak && crontab -l | grep -v '/mnt/offsite' | sed 's#^\*/10 \* \* \* \* /home/backup/bin/check-array.sh#*/15 * * * * /home/backup/bin/check-array.sh#' | crontab -", ""))
    turns.append(p.run("crontab -l", head + snap + "*/15 * * * * /home/backup/bin/check-array.sh\n" + smart))
    turns.append(p.run("echo '/usr/bin/rsync -a --delete /srv/photos/ /mnt/offsite/photos/ >> /home/backup/log/offsite.log 2>&1' | at 23:30", """\
warning: commands will be executed using /bin/sh
job 14 at Fri Jun 14 23:30:00 2024
"""))
    turns.append(p.run("atq", """\
12	Sat Jun 15 06:00:00 2024 a backup
14	Fri Jun 14 23:30:00 2024 a backup
"""))
    turns.append(p.run("crontab -l", head + snap + "*/15 * * * * /home/backup/bin/check-array.sh\n" + offsite + smart))
    turns.append(p.run("at -c 14 | tail -n 6", """\
cd /home/backup || {
\t echo 'Execution directory inaccessible' >&2
\t exit 1
}
${SHELL:-/bin/sh} << 'marcinDELIMITER6f2a91c4'
/usr/bin/rsync -a --delete /srv/photos/ /mnt/offsite/photos/ >> /home/backup/log/offsite.log 2>&1
"""))
    rs.add(task="terminal", tid="h48-terminal-08", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=6, kind="cron entry removed with grep -v is listed again by crontab -l")


# 09 csvkit / sqlite3: bad

def t09(rs: RowSet) -> None:
    p = Pane("jo", "werkstatt-lt", "/home/jo/inventory")
    state = p.prompt
    turns = []
    turns.append(p.run("csvcut -n stock_2024-06.csv", """\
  1: sku
  2: name
  3: warehouse
  4: qty
  5: unit_cost
  6: updated_at
"""))
    turns.append(p.run("csvlook --max-rows 8 stock_2024-06.csv", """\
| sku      | name                          | warehouse | qty | unit_cost |          updated_at |
| -------- | ----------------------------- | --------- | --- | --------- | ------------------- |
| HW-10021 | Hex bolt M8x40 zinc (100)     | HAM       | 240 |      7.90 | 2024-06-03 08:12:44 |
| HW-10022 | Hex bolt M8x60 zinc (100)     | HAM       | 180 |      9.40 | 2024-06-03 08:12:44 |
| HW-10107 | Washer M8 DIN125 (500)        | MUC       |  95 |      6.20 | 2024-06-04 14:51:09 |
| EL-30410 | Cable tie 200x4.8 black (100) | BER       | 410 |      3.15 | 2024-06-02 10:03:27 |
| EL-30577 | Wago 221-413 lever nut (50)   | MUC       |   0 |     17.80 | 2024-06-05 07:40:16 |
| PL-41002 | PVC pipe 40mm 2m              | BER       |  62 |      5.60 | 2024-06-01 16:22:58 |
| HW-11830 | Wood screw 5x60 T25 (200)     | HAM       |   0 |     12.95 | 2024-06-05 11:09:31 |
| TL-50019 | Bit set T10-T40 (7 pcs)       | MUC       |  28 |      8.99 | 2024-06-04 09:15:02 |
| ...      | ...                           | ...       | ... |       ... |                 ... |
"""))
    turns.append(p.run("wc -l stock_2024-06.csv", "1285 stock_2024-06.csv"))
    turns.append(p.run('sqlite3 inventory.db ".import --csv stock_2024-06.csv stock"', ""))
    q = 'sqlite3 -header -column inventory.db "SELECT warehouse, COUNT(*) AS skus, SUM(qty) AS units FROM stock GROUP BY warehouse;"'

    def grp(rows: list[tuple[str, int, int]]) -> str:
        return "warehouse  skus  units\n---------  ----  -----\n" + "\n".join(f"{w:<9}  {s:<4}  {u}" for w, s, u in rows)

    turns.append(p.run(q, grp([("BER", 412, 58213), ("HAM", 377, 44907), ("MUC", 495, 71366)])))
    turns.append(p.run('sqlite3 -header -column inventory.db "SELECT warehouse, COUNT(*) AS empty FROM stock WHERE qty = 0 GROUP BY warehouse;"', """\
warehouse  empty
---------  -----
BER        11
HAM        15
MUC        11
"""))
    turns.append(p.run('sqlite3 inventory.db "DELETE FROM stock WHERE qty = 0; SELECT changes();"', "37"))
    turns.append(p.run("""sqlite3 inventory.db "UPDATE stock SET warehouse = 'MUC', updated_at = datetime('now') WHERE warehouse = 'HAM' AND sku LIKE 'HW-%'; SELECT changes(), SUM(qty) FROM stock WHERE warehouse = 'MUC' AND sku LIKE 'HW-%' AND updated_at >= date('now');\"""",
                       "58|9841"))
    turns.append(p.run(q, grp([("BER", 412, 58213), ("HAM", 304, 35066), ("MUC", 542, 81207)])))
    turns.append(p.run('sqlite3 inventory.db ".schema stock"', """\
CREATE TABLE IF NOT EXISTS "stock"(
"sku" TEXT, "name" TEXT, "warehouse" TEXT, "qty" TEXT, "unit_cost" TEXT,
 "updated_at" TEXT);
"""))
    turns.append(p.run("""sqlite3 -csv -header inventory.db "SELECT sku, name, warehouse, qty FROM stock WHERE warehouse = 'MUC' AND sku LIKE 'HW-%' LIMIT 6;" | csvlook""", """\
| sku      | name                      | warehouse | qty |
| -------- | ------------------------- | --------- | --- |
| HW-10021 | Hex bolt M8x40 zinc (100) | MUC       | 240 |
| HW-10022 | Hex bolt M8x60 zinc (100) | MUC       | 180 |
| HW-10107 | Washer M8 DIN125 (500)    | MUC       |  95 |
| HW-10108 | Washer M10 DIN125 (500)   | MUC       |  70 |
| HW-10344 | Threaded rod M10 1m       | MUC       | 125 |
| HW-10390 | Nylon lock nut M8 (100)   | MUC       | 310 |
"""))
    rs.add(task="terminal", tid="h48-terminal-09", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=9, kind="per-warehouse row count for BER ignores the rows just deleted while the other groups reflect it")


# 10 kubectl: clean

def t10(rs: RowSet) -> None:
    p = Pane("dev", "ci-runner-4", "/home/dev/deploy")
    state = p.prompt
    turns = []
    turns.append(p.run("kubectl config current-context", "stg-eu-west-1"))
    dep = [["NAME", "READY", "UP-TO-DATE", "AVAILABLE", "AGE"],
           ["cart-svc", "3/3", "3", "3", "41d"], ["checkout-web", "2/2", "2", "2", "41d"],
           ["payment-gw", "2/2", "2", "2", "41d"], ["promo-engine", "1/1", "1", "1", "17d"]]
    turns.append(p.run("kubectl -n checkout get deploy", ktab(dep)))
    hdr = ["NAME", "READY", "STATUS", "RESTARTS", "AGE"]
    pay = [["payment-gw-5b7f9c6d84-jr6sw", "1/1", "Running", "2 (9d ago)", "41d"],
           ["payment-gw-5b7f9c6d84-n8tqc", "1/1", "Running", "0", "41d"]]
    promo = [["promo-engine-84d6b7c5f-zk2xp", "1/1", "Running", "1 (3d2h ago)", "17d"]]
    web = [["checkout-web-6d4c8f7b9-b2m8k", "1/1", "Running", "0", "2d4h"],
           ["checkout-web-6d4c8f7b9-xv5nd", "1/1", "Running", "0", "2d4h"]]
    cart_old = [["cart-svc-7c9d8b6f5d-4hxqm", "1/1", "Running", "0", "6h12m"],
                ["cart-svc-7c9d8b6f5d-9wz2r", "1/1", "Running", "0", "6h12m"],
                ["cart-svc-7c9d8b6f5d-tq7lp", "1/1", "Running", "0", "6h11m"]]
    turns.append(p.run("kubectl -n checkout get pods", ktab([hdr] + cart_old + web + pay + promo)))
    turns.append(p.run("kubectl -n checkout set env deploy/cart-svc CACHE_TTL_SECONDS=120", "deployment.apps/cart-svc env updated"))
    turns.append(p.run("kubectl -n checkout rollout status deploy/cart-svc", """\
Waiting for deployment "cart-svc" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "cart-svc" rollout to finish: 1 out of 3 new replicas have been updated...
Waiting for deployment "cart-svc" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "cart-svc" rollout to finish: 2 out of 3 new replicas have been updated...
Waiting for deployment "cart-svc" rollout to finish: 1 old replicas are pending termination...
Waiting for deployment "cart-svc" rollout to finish: 1 old replicas are pending termination...
deployment "cart-svc" successfully rolled out
""", duration=60.0))
    cart_new = [["cart-svc-5f6b7d9c48-gx7vn", "1/1", "Running", "0", "{a}"],
                ["cart-svc-5f6b7d9c48-m2d9s", "1/1", "Running", "0", "{b}"],
                ["cart-svc-5f6b7d9c48-wq4tj", "1/1", "Running", "0", "{c}"]]

    def aged(rows: list[list[str]], a: str, b: str, c: str) -> list[list[str]]:
        return [[x.format(a=a, b=b, c=c) for x in r] for r in rows]

    turns.append(p.run("kubectl -n checkout get pods", ktab([hdr] + aged(cart_new, "58s", "40s", "22s") + web + pay + promo)))
    turns.append(p.run("kubectl -n checkout rollout history deploy/cart-svc", """\
deployment.apps/cart-svc
REVISION  CHANGE-CAUSE
5         <none>
6         <none>
7         <none>
"""))
    turns.append(p.run("kubectl -n checkout scale deploy/checkout-web --replicas=3", "deployment.apps/checkout-web scaled"))
    dep2 = [dep[0], ["cart-svc", "3/3", "3", "3", "41d"], ["checkout-web", "2/3", "3", "2", "41d"], dep[3], dep[4]]
    turns.append(p.run("kubectl -n checkout get deploy", ktab(dep2)))
    web_new = [["checkout-web-6d4c8f7b9-p9hlw", "1/1", "Running", "0", "31s"]]
    turns.append(p.run("kubectl -n checkout get pods --sort-by=.metadata.creationTimestamp",
                       ktab([hdr] + pay + promo + web + aged(cart_new, "2m13s", "115s", "97s") + web_new), duration=2.0))
    top = [["NAME", "CPU(cores)", "MEMORY(bytes)"],
           ["cart-svc-5f6b7d9c48-gx7vn", "38m", "176Mi"], ["cart-svc-5f6b7d9c48-m2d9s", "41m", "181Mi"],
           ["cart-svc-5f6b7d9c48-wq4tj", "36m", "169Mi"], ["checkout-web-6d4c8f7b9-b2m8k", "12m", "94Mi"],
           ["checkout-web-6d4c8f7b9-p9hlw", "9m", "71Mi"], ["checkout-web-6d4c8f7b9-xv5nd", "14m", "97Mi"],
           ["payment-gw-5b7f9c6d84-jr6sw", "23m", "212Mi"], ["payment-gw-5b7f9c6d84-n8tqc", "21m", "208Mi"],
           ["promo-engine-84d6b7c5f-zk2xp", "5m", "143Mi"]]
    turns.append(p.run("kubectl -n checkout top pods", ktab(top), duration=2.0))
    rs.add(task="terminal", tid="h48-terminal-10", system=SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# rclone helpers

def rsize(n: int) -> str:
    units = ["B", "KiB", "MiB", "GiB", "TiB"]
    v, i = float(n), 0
    while v >= 1024 and i < len(units) - 1:
        v /= 1024
        i += 1
    return f"{v:.3f} {units[i]}"


# 11 rclone: bad

def t11(rs: RowSet) -> None:
    p = Pane("ana", "media-srv", "/home/ana")
    state = p.prompt
    turns = []
    remote = "b2:ana-photo-archive/2023/"
    objs = {
        ".DS_Store": (6148, "2023-12-02 18:40:11.000000000"),
        "2023-03-11_product_shoot_lumen.zip": (3874201455, "2023-03-14 22:05:37.318000000"),
        "2023-05-27_baptism_okafor.zip": (2231960118, "2023-05-30 19:44:02.904000000"),
        "2023-06-30_corporate_fintrail_headshots.zip": (1412730902, "2023-07-03 10:11:48.120000000"),
        "2023-09-16_wedding_santos_selects.zip": (9884310677, "2023-09-24 21:37:15.655000000"),
        "2023-10-07_family_berg.zip": (1198432550, "2023-10-10 17:02:29.471000000"),
        "wedding_mueller_raw.tar": (58203119616, "2023-08-22 23:58:41.000000000"),
    }

    def lsl(o: dict[str, tuple[int, str]]) -> str:
        return "\n".join(f"{n:>9} {t} {k}" for k, (n, t) in sorted(o.items()))

    def size(o: dict[str, tuple[int, str]]) -> str:
        tot = sum(n for n, _ in o.values())
        return f"Total objects: {len(o)} ({len(o)})\nTotal size: {rsize(tot)} ({tot} Byte)"

    turns.append(p.run("rclone listremotes", "b2:\ngdrive:\nwasabi-archive:"))
    turns.append(p.run(f"rclone lsl {remote}", lsl(objs), duration=3.0))
    turns.append(p.run(f"rclone size {remote}", size(objs), duration=3.0))
    raw = objs["wedding_mueller_raw.tar"][0]
    turns.append(p.run(f"rclone moveto {remote}wedding_mueller_raw.tar {remote}2023-08-19_wedding_mueller_raw.tar -v", f"""\
2024/06/14 16:02:45 INFO  : wedding_mueller_raw.tar: Copied (server-side copy) to: 2023-08-19_wedding_mueller_raw.tar
2024/06/14 16:02:46 INFO  : wedding_mueller_raw.tar: Deleted
2024/06/14 16:02:46 INFO  :
Transferred:   	   {rsize(raw)} / {rsize(raw)}, 100%, 1.317 GiB/s, ETA 0s
Renamed:                1
Transferred:            1 / 1, 100%
Server Side Copies:     1 @ {rsize(raw)}
Elapsed time:        41.2s
""", duration=45.0))
    objs["2023-08-19_wedding_mueller_raw.tar"] = objs.pop("wedding_mueller_raw.tar")
    kaya = 2687114290
    turns.append(p.run(f"rclone copy ~/exports/2023-11-04_portraits_kaya.zip {remote} -P", f"""\
Transferred:   	    {rsize(kaya)} / {rsize(kaya)}, 100%, {kaya / 1048576 / 67.4:.3f} MiB/s, ETA 0s
Transferred:            1 / 1, 100%
Elapsed time:      1m7.4s
""", duration=75.0))
    objs["2023-11-04_portraits_kaya.zip"] = (kaya, "2023-11-06 21:17:52.483000000")
    turns.append(p.run(f"rclone lsf {remote}", "\n".join(sorted(objs)), duration=3.0))
    turns.append(p.run(f'rclone check ~/exports/ {remote} --one-way --include "*.zip"', """\
2024/06/14 16:05:12 NOTICE: B2 bucket ana-photo-archive path 2023: 0 differences found
2024/06/14 16:05:12 NOTICE: B2 bucket ana-photo-archive path 2023: 1 matching files
""", duration=5.0))
    turns.append(p.run(f"rclone deletefile {remote}.DS_Store -v", "2024/06/14 16:05:40 INFO  : .DS_Store: Deleted", duration=3.0))
    del objs[".DS_Store"]
    turns.append(p.run(f"rclone size {remote}", size(objs), duration=3.0))
    shown = dict(objs)
    shown["wedding_mueller_raw.tar"] = shown.pop("2023-08-19_wedding_mueller_raw.tar")
    turns.append(p.run(f"rclone lsl {remote}", lsl(shown), duration=3.0))
    rs.add(task="terminal", tid="h48-terminal-11", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=10, kind="file renamed with rclone moveto is listed under its old name")


# 12 python -m venv / pip: clean

def t12(rs: RowSet) -> None:
    p = EnvPane("kai", "dev-vm", "/home/kai/svc/notifier")
    state = p.prompt
    turns = []
    turns.append(p.run("python3 -m venv .venv && source .venv/bin/activate && python -V && pip -V", """\
Python 3.12.3
pip 24.0 from /home/kai/svc/notifier/.venv/lib/python3.12/site-packages/pip (python 3.12)
""", env=".venv", duration=6.0))
    turns.append(p.run("pip install -r requirements.txt", """\
Collecting httpx==0.27.0 (from -r requirements.txt (line 1))
  Downloading httpx-0.27.0-py3-none-any.whl.metadata (7.2 kB)
Collecting pydantic==2.8.0 (from -r requirements.txt (line 2))
  Downloading pydantic-2.8.0-py3-none-any.whl.metadata (123 kB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 123.4/123.4 kB 5.2 MB/s eta 0:00:00
Collecting sentry-sdk==2.5.1 (from -r requirements.txt (line 3))
  Downloading sentry_sdk-2.5.1-py2.py3-none-any.whl.metadata (10 kB)
Collecting structlog==24.2.0 (from -r requirements.txt (line 4))
  Downloading structlog-24.2.0-py3-none-any.whl.metadata (6.9 kB)
Collecting tenacity==8.3.0 (from -r requirements.txt (line 5))
  Downloading tenacity-8.3.0-py3-none-any.whl.metadata (1.2 kB)
Collecting python-dotenv==1.0.1 (from -r requirements.txt (line 6))
  Downloading python_dotenv-1.0.1-py3-none-any.whl.metadata (23 kB)
Collecting anyio (from httpx==0.27.0->-r requirements.txt (line 1))
  Downloading anyio-4.4.0-py3-none-any.whl.metadata (4.6 kB)
Collecting certifi (from httpx==0.27.0->-r requirements.txt (line 1))
  Downloading certifi-2024.7.4-py3-none-any.whl.metadata (2.2 kB)
Collecting httpcore==1.* (from httpx==0.27.0->-r requirements.txt (line 1))
  Downloading httpcore-1.0.5-py3-none-any.whl.metadata (20 kB)
Collecting idna (from httpx==0.27.0->-r requirements.txt (line 1))
  Downloading idna-3.7-py3-none-any.whl.metadata (9.9 kB)
Collecting sniffio (from httpx==0.27.0->-r requirements.txt (line 1))
  Downloading sniffio-1.3.1-py3-none-any.whl.metadata (3.9 kB)
Collecting annotated-types>=0.4.0 (from pydantic==2.8.0->-r requirements.txt (line 2))
  Downloading annotated_types-0.7.0-py3-none-any.whl.metadata (15 kB)
Collecting pydantic-core==2.20.0 (from pydantic==2.8.0->-r requirements.txt (line 2))
  Downloading pydantic_core-2.20.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (6.6 kB)
Collecting typing-extensions>=4.6.1 (from pydantic==2.8.0->-r requirements.txt (line 2))
  Downloading typing_extensions-4.12.2-py3-none-any.whl.metadata (3.0 kB)
Collecting urllib3>=1.26.11 (from sentry-sdk==2.5.1->-r requirements.txt (line 3))
  Downloading urllib3-2.2.2-py3-none-any.whl.metadata (6.4 kB)
Collecting h11<0.15,>=0.13 (from httpcore==1.*->httpx==0.27.0->-r requirements.txt (line 1))
  Downloading h11-0.14.0-py3-none-any.whl.metadata (8.2 kB)
Downloading httpx-0.27.0-py3-none-any.whl (75 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 75.6/75.6 kB 8.9 MB/s eta 0:00:00
Downloading pydantic-2.8.0-py3-none-any.whl (423 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 423.1/423.1 kB 17.3 MB/s eta 0:00:00
Downloading pydantic_core-2.20.0-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (2.1 MB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 2.1/2.1 MB 31.6 MB/s eta 0:00:00
Downloading sentry_sdk-2.5.1-py2.py3-none-any.whl (289 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 289.6/289.6 kB 22.4 MB/s eta 0:00:00
Downloading structlog-24.2.0-py3-none-any.whl (63 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 63.2/63.2 kB 9.6 MB/s eta 0:00:00
Downloading tenacity-8.3.0-py3-none-any.whl (25 kB)
Downloading python_dotenv-1.0.1-py3-none-any.whl (19 kB)
Downloading annotated_types-0.7.0-py3-none-any.whl (13 kB)
Downloading httpcore-1.0.5-py3-none-any.whl (77 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 77.9/77.9 kB 10.1 MB/s eta 0:00:00
Downloading typing_extensions-4.12.2-py3-none-any.whl (37 kB)
Downloading urllib3-2.2.2-py3-none-any.whl (121 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 121.4/121.4 kB 14.8 MB/s eta 0:00:00
Downloading anyio-4.4.0-py3-none-any.whl (86 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 86.8/86.8 kB 11.2 MB/s eta 0:00:00
Downloading certifi-2024.7.4-py3-none-any.whl (162 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 163.0/163.0 kB 18.5 MB/s eta 0:00:00
Downloading idna-3.7-py3-none-any.whl (66 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 66.8/66.8 kB 9.3 MB/s eta 0:00:00
Downloading sniffio-1.3.1-py3-none-any.whl (10 kB)
Downloading h11-0.14.0-py3-none-any.whl (58 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 58.3/58.3 kB 8.1 MB/s eta 0:00:00
Installing collected packages: urllib3, typing-extensions, tenacity, structlog, sniffio, python-dotenv, idna, h11, certifi, annotated-types, sentry-sdk, pydantic-core, httpcore, anyio, pydantic, httpx
Successfully installed annotated-types-0.7.0 anyio-4.4.0 certifi-2024.7.4 h11-0.14.0 httpcore-1.0.5 httpx-0.27.0 idna-3.7 pydantic-2.8.0 pydantic-core-2.20.0 python-dotenv-1.0.1 sentry-sdk-2.5.1 sniffio-1.3.1 structlog-24.2.0 tenacity-8.3.0 typing-extensions-4.12.2 urllib3-2.2.2

[notice] A new release of pip is available: 24.0 -> 24.1.1
[notice] To update, run: pip install --upgrade pip
""", duration=15.0))
    freeze = ["annotated-types==0.7.0", "anyio==4.4.0", "certifi==2024.7.4", "h11==0.14.0", "httpcore==1.0.5",
              "httpx==0.27.0", "idna==3.7", "pydantic==2.8.0", "pydantic_core==2.20.0", "python-dotenv==1.0.1",
              "sentry-sdk==2.5.1", "sniffio==1.3.1", "structlog==24.2.0", "tenacity==8.3.0",
              "typing_extensions==4.12.2", "urllib3==2.2.2"]
    turns.append(p.run("pip freeze", "\n".join(freeze), duration=2.0))
    turns.append(p.run("pip uninstall -y sentry-sdk", """\
Found existing installation: sentry-sdk 2.5.1
Uninstalling sentry-sdk-2.5.1:
  Successfully uninstalled sentry-sdk-2.5.1
""", duration=2.0))
    turns.append(p.run("pip install 'pydantic<2.8'", """\
Collecting pydantic<2.8
  Downloading pydantic-2.7.4-py3-none-any.whl.metadata (109 kB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 109.4/109.4 kB 4.7 MB/s eta 0:00:00
Requirement already satisfied: annotated-types>=0.4.0 in ./.venv/lib/python3.12/site-packages (from pydantic<2.8) (0.7.0)
Collecting pydantic-core==2.18.4 (from pydantic<2.8)
  Downloading pydantic_core-2.18.4-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (6.5 kB)
Requirement already satisfied: typing-extensions>=4.6.1 in ./.venv/lib/python3.12/site-packages (from pydantic<2.8) (4.12.2)
Downloading pydantic-2.7.4-py3-none-any.whl (409 kB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 409.0/409.0 kB 12.6 MB/s eta 0:00:00
Downloading pydantic_core-2.18.4-cp312-cp312-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (2.0 MB)
   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 2.0/2.0 MB 28.9 MB/s eta 0:00:00
Installing collected packages: pydantic-core, pydantic
  Attempting uninstall: pydantic-core
    Found existing installation: pydantic_core 2.20.0
    Uninstalling pydantic_core-2.20.0:
      Successfully uninstalled pydantic_core-2.20.0
  Attempting uninstall: pydantic
    Found existing installation: pydantic 2.8.0
    Uninstalling pydantic-2.8.0:
      Successfully uninstalled pydantic-2.8.0
Successfully installed pydantic-2.7.4 pydantic-core-2.18.4

[notice] A new release of pip is available: 24.0 -> 24.1.1
[notice] To update, run: pip install --upgrade pip
""", duration=6.0))
    freeze2 = [x for x in freeze if not x.startswith("sentry-sdk")]
    freeze2 = [{"pydantic==2.8.0": "pydantic==2.7.4", "pydantic_core==2.20.0": "pydantic_core==2.18.4"}.get(x, x) for x in freeze2]
    turns.append(p.run("pip freeze | tee requirements.lock | wc -l && cat requirements.lock",
                       f"{len(freeze2)}\n" + "\n".join(freeze2), duration=2.0))
    rs.add(task="terminal", tid="h48-terminal-12", system=SYSTEM, turns=turns, state=state)


# 13 dvc: clean

def t13(rs: RowSet) -> None:
    p = Pane("mlops", "trainer-02", "/home/mlops/repos/churn-model")
    state = p.prompt
    turns = []
    raw = [("customers_2023-07.parquet", 33184502, "Aug  2  2023"), ("customers_2023-08.parquet", 33601877, "Sep  4  2023"),
           ("customers_2023-09.parquet", 34012355, "Oct  3  2023"), ("customers_2023-10.parquet", 34490812, "Nov  2  2023"),
           ("customers_2023-11.parquet", 35108264, "Dec  4  2023"), ("customers_2023-12.parquet", 35822019, "Jan  3 09:41"),
           ("customers_2024-01.parquet", 36014977, "Feb  2 10:17"), ("customers_2024-02.parquet", 36233540, "Mar  4 08:55"),
           ("customers_2024-03.parquet", 36688201, "Apr  2 09:03"), ("customers_2024-04.parquet", 37010466, "May  3 08:49"),
           ("customers_2024-05.parquet", 39926364, "Jun  4 09:12")]
    new = ("customers_2024-06.parquet", 37622832, "Jun 14 09:20")
    old_total = sum(n for _, n, _ in raw)

    def ls(files: list[tuple[str, int, str]]) -> str:
        return f"total {blocks_k([n for _, n, _ in files])}\n" + "\n".join(
            f"-rw-r--r-- 1 mlops mlops {n} {d} {f}" for f, n, d in files)

    turns.append(p.run("ls -l data/raw/ && dvc status", ls(raw) + "\nData and pipelines are up to date.", duration=4.0))
    turns.append(p.run("cp /mnt/drop/customers_2024-06.parquet data/raw/ && dvc status", """\
data/raw.dvc:
	changed outs:
		modified:           data/raw
""", duration=4.0))
    turns.append(p.run("dvc add data/raw", """\
100% Adding...|████████████████████████████████████████|1/1 [00:01,  1.42s/file]

To track the changes with git, run:

	git add data/raw.dvc

To enable auto staging, run:

	dvc config core.autostage true
""", duration=6.0))
    turns.append(p.run("cat data/raw.dvc", f"""\
outs:
- md5: 9a7e25c4b0d1f386e2a4c7b9d05f18e6.dir
  size: {old_total + new[1]}
  nfiles: {len(raw) + 1}
  hash: md5
  path: raw
"""))
    turns.append(p.run("dvc repro", """\
'data/raw.dvc' didn't change, skipping
Running stage 'prepare':
> python src/prepare.py --in data/raw --out data/prepared
Loaded 12 monthly files, 1,284,903 customer-months
Label window: 60 days, churn rate 8.93%
Wrote data/prepared/train.parquet (1,027,922 rows), data/prepared/test.parquet (256,981 rows)
Updating lock file 'dvc.lock'

Running stage 'train':
> python src/train.py --data data/prepared --out models/model.pkl
[LightGBM] [Info] Number of positive: 91744, number of negative: 936178
[LightGBM] [Info] Auto-choosing col-wise multi-threading, the overhead of testing was 0.048211 seconds.
[LightGBM] [Info] Total Bins 6215
[LightGBM] [Info] Number of data points in the train set: 1027922, number of used features: 41
[LightGBM] [Info] [binary:BoostFromScore]: pavg=0.089252 -> initscore=-2.322870
Training until validation scores don't improve for 50 rounds
Early stopping, best iteration is:
[612]	valid_0's auc: 0.874103
Saved models/model.pkl (612 trees)
Updating lock file 'dvc.lock'

Running stage 'evaluate':
> python src/evaluate.py --model models/model.pkl --data data/prepared/test.parquet --metrics metrics.json
auc=0.8749 f1=0.6127 precision=0.6581 recall=0.5732
Updating lock file 'dvc.lock'

To track the changes with git, run:

	git add dvc.lock metrics.json

To enable auto staging, run:

	dvc config core.autostage true
Use `dvc push` to send your updates to remote storage.
""", duration=240.0))
    turns.append(p.run("dvc metrics diff", """\
Path          Metric     HEAD     workspace    Change
metrics.json  auc        0.8712   0.8749       0.0037
metrics.json  f1         0.6054   0.6127       0.0073
metrics.json  precision  0.6502   0.6581       0.0079
metrics.json  recall     0.5664   0.5732       0.0068
""", duration=3.0))
    turns.append(p.run("dvc push", "5 files pushed", duration=20.0))
    turns.append(p.run("dvc status -c && ls -l data/raw/ | tail -n 3", "Cache and remote 'storage' are in sync.\n" + "\n".join(
        ls(raw + [new]).splitlines()[-3:]), duration=5.0))
    turns.append(p.run("head -n 22 dvc.lock", f"""\
schema: '2.0'
stages:
  prepare:
    cmd: python src/prepare.py --in data/raw --out data/prepared
    deps:
    - path: data/raw
      hash: md5
      md5: 9a7e25c4b0d1f386e2a4c7b9d05f18e6.dir
      size: {old_total + new[1]}
      nfiles: {len(raw) + 1}
    - path: src/prepare.py
      hash: md5
      md5: 6c0d2b9e41f7a38c5e1d04b7a9f2c683
      size: 4817
    outs:
    - path: data/prepared
      hash: md5
      md5: d41f7c2a9e05b3681c4e7a0d9b2f5e38.dir
      size: 118402331
      nfiles: 2
  train:
    cmd: python src/train.py --data data/prepared --out models/model.pkl
"""))
    rs.add(task="terminal", tid="h48-terminal-13", system=SYSTEM, turns=turns, state=state)


# 14 tar / zstd / split / md5sum: bad

def t14(rs: RowSet) -> None:
    p = Pane("root", "db-backup-01", "/var/backups/pg", style="rhel")
    state = p.prompt
    turns = []
    sql = 7829341112
    log = 1862
    turns.append(p.run("ls -l", f"""\
total {blocks_k([sql, log]) + 0}
drwxr-xr-x. 2 root     root             88 May 30 03:12 archive
-rw-r--r--. 1 postgres postgres       {log} Jun 13 02:47 pg_dumpall_2024-06-13.log
-rw-r--r--. 1 postgres postgres {sql} Jun 13 02:47 pg_dumpall_2024-06-13.sql
"""))
    md5_sql = "5e0b9c2f7a6d41e3b8c95f0a2d7e6b14"
    turns.append(p.run("md5sum pg_dumpall_2024-06-13.sql | tee pg_dumpall_2024-06-13.sql.md5",
                       f"{md5_sql}  pg_dumpall_2024-06-13.sql", duration=25.0))
    tar = -(-(512 + -(-sql // 512) * 512 + 1024) // 10240) * 10240
    zst = 1112573904
    ratio = zst / tar * 100
    turns.append(p.run("tar -cf - pg_dumpall_2024-06-13.sql | zstd -T8 -10 -o pg_2024-06-13.tar.zst",
                       f"/*stdin*\\            : {ratio:.2f}%   ({tar / 2**30:6.2f} GiB => {zst / 2**30:6.2f} GiB, pg_2024-06-13.tar.zst)",
                       duration=240.0))
    md5_zst = "a41c7e09d3f2b865c17e0d4f9b2a6c38"
    turns.append(p.run("md5sum pg_dumpall_2024-06-13.sql pg_2024-06-13.tar.zst", f"""\
5e0b9c2f7a6d41e3b8c95f0a2d7e6b41  pg_dumpall_2024-06-13.sql
{md5_zst}  pg_2024-06-13.tar.zst
""", duration=30.0))
    part = 256 * 2**20
    turns.append(p.run("split -b 256M -d -a 3 pg_2024-06-13.tar.zst pg_2024-06-13.tar.zst.part-", "", duration=6.0))
    parts = []
    left, i = zst, 0
    while left > 0:
        parts.append((f"pg_2024-06-13.tar.zst.part-{i:03d}", min(part, left)))
        left -= part
        i += 1
    turns.append(p.run("ls -l pg_2024-06-13.tar.zst*", "\n".join(
        [f"-rw-r--r--. 1 root root {zst} Jun 14 08:31 pg_2024-06-13.tar.zst"]
        + [f"-rw-r--r--. 1 root root {n:>10} Jun 14 08:33 {f}" for f, n in parts])))
    turns.append(p.run("cat pg_2024-06-13.tar.zst.part-* | md5sum", f"{md5_zst}  -", duration=5.0))
    turns.append(p.run("zstd -t pg_2024-06-13.tar.zst && rm -v pg_2024-06-13.tar.zst && ls", f"""\
pg_2024-06-13.tar.zst: {tar} bytes
removed 'pg_2024-06-13.tar.zst'
archive                         {parts[4][0]}
{parts[0][0]}  pg_dumpall_2024-06-13.log
{parts[1][0]}  pg_dumpall_2024-06-13.sql
{parts[2][0]}  pg_dumpall_2024-06-13.sql.md5
{parts[3][0]}
""", duration=20.0))
    rs.add(task="terminal", tid="h48-terminal-14", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=4, kind="md5 of the untouched dump file differs from the checksum computed two commands earlier")


# 15 podman: bad

def t15(rs: RowSet) -> None:
    p = Pane("svc", "edge-node-7", "/home/svc/grafana")
    state = p.prompt
    turns = []
    turns.append(p.run("podman volume create grafana-data", "grafana-data"))
    cid = "e3b7a1f0c9d24e8a6b5f13c7d2e04a9f8b61c3d57e2a09f4b8c6d1e7a3f5b290"
    turns.append(p.run("podman run -d --name grafana -p 3000:3000 -v grafana-data:/var/lib/grafana -e GF_SECURITY_ADMIN_PASSWORD__FILE=/run/secrets/gf_admin --secret gf_admin docker.io/grafana/grafana-oss:11.0.0", f"""\
Trying to pull docker.io/grafana/grafana-oss:11.0.0...
Getting image source signatures
Copying blob 4abcf2066143 skipped: already exists
Copying blob 8c9e2f5b1d47 done   |
Copying blob 2a2fc2b4c9b1 done   |
Copying blob f1d0a7c83e55 done   |
Copying blob 6e3b9d0c4a12 done   |
Copying blob b57c31e08f9d done   |
Copying blob 0d9a4e6c7b21 done   |
Copying blob 93e1f7a25c08 done   |
Copying blob c2f86b4d1e93 done   |
Copying config 5a2b6c2cf9 done   |
Writing manifest to image destination
{cid}
""", duration=30.0))
    turns.append(p.run("podman volume ls", """\
DRIVER      VOLUME NAME
local       loki-data
local       node-red-data
local       prometheus-data
"""))
    turns.append(p.run("podman ps", f"""\
CONTAINER ID  IMAGE                                      COMMAND               CREATED         STATUS         PORTS                   NAMES
9f04c2d81b6e  docker.io/prom/prometheus:v2.52.0          --config.file=/et...  3 days ago      Up 3 days      0.0.0.0:9090->9090/tcp  prometheus
41ae7c90d3f2  docker.io/grafana/loki:3.0.0               -config.file=/etc...  3 days ago      Up 3 days      0.0.0.0:3100->3100/tcp  loki
b8d35e17a0c4  docker.io/nodered/node-red:3.1.9                                 3 days ago      Up 3 days      0.0.0.0:1880->1880/tcp  node-red
{cid[:12]}  docker.io/grafana/grafana-oss:11.0.0                             41 seconds ago  Up 41 seconds  0.0.0.0:3000->3000/tcp  grafana
"""))
    turns.append(p.run("podman logs --tail 8 grafana", """\
logger=settings t=2024-06-14T14:22:03.118713457Z level=info msg="Config overridden from Environment variable" var="GF_PATHS_DATA=/var/lib/grafana"
logger=settings t=2024-06-14T14:22:03.118731902Z level=info msg="Config overridden from Environment variable" var="GF_SECURITY_ADMIN_PASSWORD__FILE=*********"
logger=sqlstore t=2024-06-14T14:22:03.121960418Z level=info msg="Connecting to DB" dbtype=sqlite3
logger=sqlstore t=2024-06-14T14:22:03.122104773Z level=info msg="Creating SQLite database file" path=/var/lib/grafana/grafana.db
logger=migrator t=2024-06-14T14:22:05.034877120Z level=info msg="migrations completed" performed=574 skipped=0 duration=1.906342871s
logger=plugin.store t=2024-06-14T14:22:05.318402619Z level=info msg="Plugins loaded" count=55 duration=97.214116ms
logger=http.server t=2024-06-14T14:22:05.402117885Z level=info msg="HTTP Server Listen" address=[::]:3000 protocol=http subUrl= socket=
logger=grafana-apiserver t=2024-06-14T14:22:05.611870294Z level=info msg="Adding GroupVersion playlist.grafana.app v0alpha1 to ResourceManager"
"""))
    turns.append(p.run("curl -s localhost:3000/api/health; echo", """\
{
  "commit": "83b9528bce85cf9371320f6d6e450916156da3f6",
  "database": "ok",
  "version": "11.0.0"
}
"""))
    rs.add(task="terminal", tid="h48-terminal-15", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=3, kind="named volume created one command earlier is missing from podman volume ls")


# 16 cmake / make / ctest: clean

def t16(rs: RowSet) -> None:
    p = Pane("nora", "buildbox", "/home/nora/src/libtinyjson")
    state = p.prompt
    turns = []
    turns.append(p.run('cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -G "Unix Makefiles"', """\
-- The C compiler identification is GNU 12.2.0
-- Detecting C compiler ABI info
-- Detecting C compiler ABI info - done
-- Check for working C compiler: /usr/bin/cc - skipped
-- Detecting C compile features
-- Detecting C compile features - done
-- libtinyjson 0.9.3 (Release)
-- Tests: ON
-- Configuring done (0.4s)
-- Generating done (0.0s)
-- Build files have been written to: /home/nora/src/libtinyjson/build
""", duration=3.0))
    turns.append(p.run("cmake --build build -j8 && ls -l --time-style=long-iso build/libtinyjson.a build/tests/tj_tests", """\
[  7%] Building C object CMakeFiles/tinyjson.dir/src/arena.c.o
[ 14%] Building C object CMakeFiles/tinyjson.dir/src/lexer.c.o
[ 21%] Building C object CMakeFiles/tinyjson.dir/src/parse.c.o
[ 28%] Building C object CMakeFiles/tinyjson.dir/src/parse_number.c.o
[ 35%] Building C object CMakeFiles/tinyjson.dir/src/parse_string.c.o
[ 42%] Building C object CMakeFiles/tinyjson.dir/src/writer.c.o
[ 50%] Linking C static library libtinyjson.a
[ 50%] Built target tinyjson
[ 57%] Building C object tests/CMakeFiles/tj_tests.dir/main.c.o
[ 64%] Building C object tests/CMakeFiles/tj_tests.dir/test_lexer.c.o
[ 71%] Building C object tests/CMakeFiles/tj_tests.dir/test_numbers.c.o
[ 78%] Building C object tests/CMakeFiles/tj_tests.dir/test_strings.c.o
[ 85%] Building C object tests/CMakeFiles/tj_tests.dir/test_roundtrip.c.o
[ 92%] Linking C executable tj_tests
[100%] Built target tj_tests
-rw-r--r-- 1 nora nora 48212 2024-06-14 10:02 build/libtinyjson.a
-rwxr-xr-x 1 nora nora 91304 2024-06-14 10:02 build/tests/tj_tests
""", duration=10.0))
    names = ["lexer_tokens", "lexer_whitespace", "lexer_errors", "numbers_integers", "numbers_floats",
             "numbers_overflow", "strings_basic", "strings_escapes", "strings_unicode_escape", "strings_invalid_utf8",
             "roundtrip_small", "roundtrip_large"]

    fail_out = [r"[tj_tests] strings_unicode_escape",
                r"  FAIL tests/test_strings.c:118: expected U+1F600, got U+FFFD for '\ud83d\ude00'",
                r"  FAIL tests/test_strings.c:124: expected U+10348, got U+FFFD for '\ud800\udf48'",
                r"  2 of 7 assertions failed"]

    def ctest(times: list[str], failed: set[int], total: str) -> str:
        out = ["Internal ctest changing into directory: /home/nora/src/libtinyjson/build",
               "Test project /home/nora/src/libtinyjson/build"]
        for i, (n, t) in enumerate(zip(names, times), 1):
            out.append(f"      Start {i:>2}: {n}")
            res = "***Failed" if i in failed else "   Passed"
            out.append(f"{i:>2}/12 Test {'#' + str(i):>3}: {n} ".ljust(46, ".") + f"{res}    {t} sec")
            if i in failed:
                out += fail_out
        ok = len(names) - len(failed)
        out += ["", f"{round(ok * 100 / len(names))}% tests passed, {len(failed)} tests failed out of {len(names)}", "",
                f"Total Test time (real) = {total} sec"]
        if failed:
            out += ["", "The following tests FAILED:"] + [f"\t{i:>3} - {names[i - 1]} (Failed)" for i in sorted(failed)]
            out.append("Errors while running CTest")
        return "\n".join(out)

    t1 = ["0.01", "0.00", "0.00", "0.00", "0.01", "0.00", "0.00", "0.00", "0.01", "0.00", "0.01", "0.09"]
    turns.append(p.run("ctest --test-dir build --output-on-failure", ctest(t1, {9}, "  0.14"), duration=3.0))
    turns.append(p.run("sed -i '142s/0xDC00/0xD800/' src/parse_string.c && sed -n '138,148p' src/parse_string.c", r"""    case 'u': {
        uint32_t cp;
        if (read_hex4(lx, &cp) != 0)
            return TJ_ERR_ESCAPE;
        if ((cp & 0xFC00) == 0xD800) {
            /* high surrogate: a low surrogate \uDC00..\uDFFF must follow */
            uint32_t lo;
            if (lx->p + 6 > lx->end || lx->p[0] != '\\' || lx->p[1] != 'u')
                return TJ_ERR_SURROGATE;
            lx->p += 2;
            if (read_hex4(lx, &lo) != 0 || (lo & 0xFC00) != 0xDC00)
"""))
    turns.append(p.run("cmake --build build -j8", """\
[ 35%] Building C object CMakeFiles/tinyjson.dir/src/parse_string.c.o
[ 50%] Linking C static library libtinyjson.a
[ 50%] Built target tinyjson
[ 92%] Linking C executable tj_tests
[100%] Built target tj_tests
""", duration=5.0))
    t2 = ["0.00", "0.00", "0.00", "0.01", "0.00", "0.00", "0.00", "0.01", "0.00", "0.00", "0.01", "0.08"]
    turns.append(p.run("ctest --test-dir build --output-on-failure", ctest(t2, set(), "  0.12"), duration=3.0))
    turns.append(p.run("ctest --test-dir build -R unicode -V | tail -n 14", r"""UpdateCTestConfiguration  from :/home/nora/src/libtinyjson/build/DartConfiguration.tcl
Test project /home/nora/src/libtinyjson/build
Constructing a list of tests
Done constructing a list of tests
Updating test list for fixtures
Added 0 tests to meet fixture requirements
Checking test dependency graph...
Checking test dependency graph end
test 9
    Start 9: strings_unicode_escape

9: Test command: /home/nora/src/libtinyjson/build/tests/tj_tests "strings_unicode_escape"
9: Test timeout computed to be: 10
9: [tj_tests] strings_unicode_escape: 7/7 assertions passed
1/1 Test #9: strings_unicode_escape ...........   Passed    0.00 sec
""", duration=3.0))
    turns.append(p.run("ls -l --time-style=long-iso build/libtinyjson.a build/tests/tj_tests", """\
-rw-r--r-- 1 nora nora 48212 2024-06-14 10:09 build/libtinyjson.a
-rwxr-xr-x 1 nora nora 91304 2024-06-14 10:09 build/tests/tj_tests
"""))
    rs.add(task="terminal", tid="h48-terminal-16", system=SYSTEM, turns=turns, state=state)


# 17 systemctl --user / journalctl: bad

def t17(rs: RowSet) -> None:
    p = Pane("pi", "homelab", "/home/pi/apps/mqtt-bridge")
    state = p.prompt
    turns = []
    unit = "mqtt-bridge.service"
    desc = "MQTT to InfluxDB bridge"
    cg = "/user.slice/user-1000.slice/user@1000.service/app.slice/mqtt-bridge.service"
    turns.append(p.run(f"systemctl --user status {unit} --no-pager", f"""\
● {unit} - {desc}
     Loaded: loaded (/home/pi/.config/systemd/user/{unit}; enabled; preset: enabled)
     Active: active (running) since Thu 2024-06-13 18:02:41 CEST; 15h ago
   Main PID: 1874 (node)
      Tasks: 11 (limit: 3913)
     Memory: 48.2M
        CPU: 3min 12.448s
     CGroup: {cg}
             └─1874 /usr/bin/node /home/pi/apps/mqtt-bridge/dist/index.js

Jun 14 09:03:12 homelab node[1874]: 2024-06-14T07:03:12.402Z info  flushed 96 points to influx (bucket=sensors)
Jun 14 09:04:12 homelab node[1874]: 2024-06-14T07:04:12.417Z info  flushed 95 points to influx (bucket=sensors)
Jun 14 09:05:12 homelab node[1874]: 2024-06-14T07:05:12.448Z info  flushed 96 points to influx (bucket=sensors)
Jun 14 09:06:12 homelab node[1874]: 2024-06-14T07:06:12.431Z info  flushed 97 points to influx (bucket=sensors)
Jun 14 09:07:12 homelab node[1874]: 2024-06-14T07:07:12.409Z info  flushed 96 points to influx (bucket=sensors)
"""))
    turns.append(p.run("date", "Fri Jun 14 09:07:55 CEST 2024"))
    turns.append(p.run("sed -i 's/^LOG_LEVEL=info$/LOG_LEVEL=debug/' .env && grep -n LOG_ .env", """\
4:LOG_LEVEL=debug
5:LOG_FORMAT=plain
"""))
    turns.append(p.run(f"systemctl --user restart {unit}", "", duration=3.0))
    turns.append(p.run(f"systemctl --user status {unit} --no-pager", f"""\
● {unit} - {desc}
     Loaded: loaded (/home/pi/.config/systemd/user/{unit}; enabled; preset: enabled)
     Active: active (running) since Fri 2024-06-14 09:08:31 CEST; 4s ago
   Main PID: 40117 (node)
      Tasks: 11 (limit: 3913)
     Memory: 41.7M
        CPU: 1.102s
     CGroup: {cg}
             └─40117 /usr/bin/node /home/pi/apps/mqtt-bridge/dist/index.js

Jun 14 09:08:31 homelab systemd[712]: Started {unit} - {desc}.
Jun 14 09:08:32 homelab node[40117]: 2024-06-14T07:08:32.019Z info  mqtt-bridge 1.4.0 starting (log level debug)
Jun 14 09:08:32 homelab node[40117]: 2024-06-14T07:08:32.211Z debug influx client url=http://127.0.0.1:8086 org=home bucket=sensors
Jun 14 09:08:32 homelab node[40117]: 2024-06-14T07:08:32.388Z info  connected to mqtt://127.0.0.1:1883 as mqtt-bridge-homelab
Jun 14 09:08:32 homelab node[40117]: 2024-06-14T07:08:32.390Z debug subscribed zigbee2mqtt/+ (qos 0), sensors/# (qos 1)
"""))
    turns.append(p.run(f'journalctl --user -u {unit} --since "09:05" --no-pager', f"""\
Jun 14 09:05:12 homelab node[1874]: 2024-06-14T07:05:12.448Z info  flushed 96 points to influx (bucket=sensors)
Jun 14 09:06:12 homelab node[1874]: 2024-06-14T07:06:12.431Z info  flushed 97 points to influx (bucket=sensors)
Jun 14 09:07:12 homelab node[1874]: 2024-06-14T07:07:12.409Z info  flushed 96 points to influx (bucket=sensors)
Jun 14 09:08:12 homelab node[1874]: 2024-06-14T07:08:12.426Z info  flushed 95 points to influx (bucket=sensors)
Jun 14 09:08:31 homelab systemd[712]: Stopping {unit} - {desc}...
Jun 14 09:08:31 homelab node[1874]: 2024-06-14T07:08:31.207Z info  SIGTERM received, flushing 18 buffered points and closing mqtt client
Jun 14 09:08:31 homelab systemd[712]: Stopped {unit} - {desc}.
Jun 14 09:08:31 homelab systemd[712]: {unit}: Consumed 3min 12.991s CPU time.
Jun 14 09:08:31 homelab systemd[712]: Started {unit} - {desc}.
Jun 14 09:08:32 homelab node[40117]: 2024-06-14T07:08:32.019Z info  mqtt-bridge 1.4.0 starting (log level debug)
Jun 14 09:08:32 homelab node[40117]: 2024-06-14T07:08:32.211Z debug influx client url=http://127.0.0.1:8086 org=home bucket=sensors
Jun 14 09:08:32 homelab node[40117]: 2024-06-14T07:08:32.388Z info  connected to mqtt://127.0.0.1:1883 as mqtt-bridge-homelab
Jun 14 09:08:32 homelab node[40117]: 2024-06-14T07:08:32.390Z debug subscribed zigbee2mqtt/+ (qos 0), sensors/# (qos 1)
Jun 14 09:08:42 homelab node[40117]: 2024-06-14T07:08:42.391Z debug rx 14 msgs in 10s (sensors/# 12, zigbee2mqtt/+ 2), buffer 14
"""))
    turns.append(p.run("systemctl --user list-timers --no-pager", """\
NEXT                         LEFT  LAST                         PASSED       UNIT                ACTIVATES
Fri 2024-06-14 09:15:00 CEST 6min  Fri 2024-06-14 09:00:04 CEST 8min ago     influx-backup.timer influx-backup.service

1 timers listed.
Pass --all to see loaded but inactive timers, too.
"""))
    turns.append(p.run("loginctl show-user pi --property=Linger", "Linger=no"))
    turns.append(p.run("loginctl enable-linger pi && loginctl show-user pi --property=Linger", "Linger=yes"))
    turns.append(p.run("sleep 30; date", "Fri Jun 14 09:10:12 CEST 2024", duration=32.0))
    turns.append(p.run(f"journalctl --user -u {unit} -n 8 --no-pager", """\
Jun 14 09:06:32 homelab node[40117]: 2024-06-14T07:06:32.019Z info  flushed 41 points to influx (bucket=sensors)
Jun 14 09:06:42 homelab node[40117]: 2024-06-14T07:06:42.392Z debug rx 15 msgs in 10s (sensors/# 13, zigbee2mqtt/+ 2), buffer 15
Jun 14 09:06:52 homelab node[40117]: 2024-06-14T07:06:52.390Z debug rx 16 msgs in 10s (sensors/# 14, zigbee2mqtt/+ 2), buffer 31
Jun 14 09:07:02 homelab node[40117]: 2024-06-14T07:07:02.393Z debug rx 15 msgs in 10s (sensors/# 13, zigbee2mqtt/+ 2), buffer 46
Jun 14 09:07:12 homelab node[40117]: 2024-06-14T07:07:12.391Z debug rx 16 msgs in 10s (sensors/# 14, zigbee2mqtt/+ 2), buffer 62
Jun 14 09:07:22 homelab node[40117]: 2024-06-14T07:07:22.394Z debug rx 15 msgs in 10s (sensors/# 13, zigbee2mqtt/+ 2), buffer 77
Jun 14 09:07:32 homelab node[40117]: 2024-06-14T07:07:32.022Z info  flushed 95 points to influx (bucket=sensors)
Jun 14 09:07:32 homelab node[40117]: 2024-06-14T07:07:32.390Z debug rx 14 msgs in 10s (sensors/# 12, zigbee2mqtt/+ 2), buffer 14
""", duration=2.0))
    turns.append(p.run(f"systemctl --user is-active {unit} && systemctl --user show -p MainPID -p NRestarts {unit}", """\
active
MainPID=40117
NRestarts=0
"""))
    rs.add(task="terminal", tid="h48-terminal-17", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=11, kind="journal lines of the restarted process carry timestamps from before the restart")


# ---------------------------------------------------------------------------------------------------------
# ansible helpers

def banner(msg: str) -> str:
    return msg + " " + "*" * max(3, 79 - len(msg))


def recap(hosts: list[str], ok: int, changed: int) -> str:
    return "\n".join(f"{h:<26} : ok={ok:<4} changed={changed:<4} unreachable=0    failed=0    skipped=0    rescued=0    ignored=0   "
                     for h in hosts)


# 18 ansible / ansible-playbook: clean

def t18(rs: RowSet) -> None:
    p = Pane("ops", "ctrl01", "/home/ops/ansible")
    state = p.prompt
    turns = []
    inv = "-i inventories/prod/hosts.ini"
    hosts = ["web01.prod.lan", "web02.prod.lan", "web03.prod.lan"]
    turns.append(p.run(f"ansible-inventory {inv} --graph", """\
@all:
  |--@ungrouped:
  |--@web:
  |  |--web01.prod.lan
  |  |--web02.prod.lan
  |  |--web03.prod.lan
  |--@db:
  |  |--db01.prod.lan
  |  |--db02.prod.lan
  |--@lb:
  |  |--lb01.prod.lan
""", duration=3.0))
    pong = """{h} | SUCCESS => {{
    "ansible_facts": {{
        "discovered_interpreter_python": "/usr/bin/python3"
    }},
    "changed": false,
    "ping": "pong"
}}"""
    turns.append(p.run(f"ansible web {inv} -m ping", "\n".join(pong.format(h=h) for h in ["web02.prod.lan", "web01.prod.lan", "web03.prod.lan"]), duration=4.0))
    conf_diff = """\
--- before: /etc/nginx/nginx.conf
+++ after: /home/ops/.ansible/tmp/ansible-local-{pid}{tmp}/nginx.conf.j2
@@ -11,7 +11,7 @@
 pid /run/nginx.pid;
\x20
 events {{
-    worker_connections 2048;
+    worker_connections 4096;
     multi_accept on;
 }}
\x20
"""
    vhost_diff = """\
--- before: /etc/nginx/sites-available/acme.conf
+++ after: /home/ops/.ansible/tmp/ansible-local-{pid}{tmp}/acme.conf.j2
@@ -4,6 +4,7 @@
     server_name shop.acme.example www.shop.acme.example;
     root /srv/acme/current/public;
\x20
+    client_max_body_size 25m;
     location / {{
         try_files $uri $uri/ /index.php?$query_string;
     }}
"""

    def play(diff: bool, changed: bool, pid: str) -> str:
        order = [["web02.prod.lan", "web01.prod.lan", "web03.prod.lan"], ["web01.prod.lan", "web03.prod.lan", "web02.prod.lan"],
                 ["web01.prod.lan", "web02.prod.lan", "web03.prod.lan"], ["web03.prod.lan", "web01.prod.lan", "web02.prod.lan"]]
        tmps = ["q9z3kx1/tmpw2b7d0fe", "q9z3kx1/tmp8c1a5ne3", "q9z3kx1/tmpk4r0v7ds", "q9z3kx1/tmp3hd9p2wa", "q9z3kx1/tmpz6m1c8qo", "q9z3kx1/tmpa0t5y4lu"]
        out = ["", banner("PLAY [Web tier]")]

        def task(name: str, status: str, k: int, diff_tpl: str | None = None, base: int = 0) -> None:
            out.extend(["", banner(f"TASK [{name}]")])
            for j, h in enumerate(order[k % 4]):
                if diff_tpl and diff and status == "changed":
                    out.append(diff_tpl.format(pid=pid, tmp=tmps[base + j]).rstrip("\n"))
                out.append(f"{status}: [{h}]")

        st = "changed" if changed else "ok"
        task("Gathering Facts", "ok", 0)
        task("common : Install base packages", "ok", 1)
        task("common : Set timezone", "ok", 2)
        task("nginx : Install nginx", "ok", 3)
        task("nginx : Deploy nginx.conf", st, 2, conf_diff, 0)
        task("nginx : Deploy vhost acme.conf", st, 1, vhost_diff, 3)
        task("nginx : Ensure nginx is enabled and running", "ok", 0)
        task("app : Ensure /srv/acme exists", "ok", 3)
        if changed:
            out.extend(["", banner("RUNNING HANDLER [nginx : Reload nginx]")] + [f"changed: [{h}]" for h in order[2]])
        out.extend(["", banner("PLAY RECAP"), recap(hosts, 9 if changed else 8, 3 if changed else 0), ""])
        return "\n".join(out)

    turns.append(p.run(f"ansible-playbook {inv} site.yml --limit web --check --diff", play(True, True, "48211"), duration=30.0))
    turns.append(p.run(f"ansible-playbook {inv} site.yml --limit web", play(False, True, "48377"), duration=40.0))
    turns.append(p.run(f"ansible-playbook {inv} site.yml --limit web", play(False, False, "48590"), duration=30.0))
    turns.append(p.run(f"ansible web {inv} -b -m shell -a 'nginx -v 2>&1; systemctl is-active nginx'", "\n".join(
        f"{h} | CHANGED | rc=0 >>\nnginx version: nginx/1.22.1\nactive" for h in ["web03.prod.lan", "web01.prod.lan", "web02.prod.lan"]), duration=5.0))
    turns.append(p.run(f"ansible web {inv} -b -m command -a \"grep -n -e worker_connections -e client_max_body_size /etc/nginx/nginx.conf /etc/nginx/sites-available/acme.conf\"", "\n".join(
        f"{h} | CHANGED | rc=0 >>\n/etc/nginx/nginx.conf:14:    worker_connections 4096;\n/etc/nginx/sites-available/acme.conf:7:    client_max_body_size 25m;"
        for h in ["web01.prod.lan", "web02.prod.lan", "web03.prod.lan"]), duration=5.0))
    rs.add(task="terminal", tid="h48-terminal-18", system=SYSTEM, turns=turns, state=state)


# 19 uv: clean

def t19(rs: RowSet) -> None:
    p = Pane("sam", "fw13", "/home/sam/code")
    state = p.prompt
    turns = []
    turns.append(p.run("uv --version", "uv 0.4.18"))
    turns.append(p.run("uv init feedcheck && cd feedcheck", "Initialized project `feedcheck` at `/home/sam/code/feedcheck`",
                       cd="/home/sam/code/feedcheck"))
    head = """\
[project]
name = "feedcheck"
version = "0.1.0"
description = "Add your description here"
readme = "README.md"
requires-python = ">=3.12"
"""
    py0 = head + "dependencies = []\n"
    turns.append(p.run("ls -la", f"""\
total 28
drwxr-xr-x 3 sam sam 4096 Oct 14 20:11 .
drwxr-xr-x 9 sam sam 4096 Oct 14 20:11 ..
drwxr-xr-x 7 sam sam 4096 Oct 14 20:11 .git
-rw-r--r-- 1 sam sam  109 Oct 14 20:11 .gitignore
-rw-r--r-- 1 sam sam    5 Oct 14 20:11 .python-version
-rw-r--r-- 1 sam sam   87 Oct 14 20:11 hello.py
-rw-r--r-- 1 sam sam  {len(py0)} Oct 14 20:11 pyproject.toml
-rw-r--r-- 1 sam sam    0 Oct 14 20:11 README.md
"""))
    turns.append(p.run("uv add httpx feedparser rich", """\
Using CPython 3.12.4 interpreter at: /usr/bin/python3.12
Creating virtual environment at: .venv
Resolved 14 packages in 412ms
   Built sgmllib3k==1.0.0
Prepared 13 packages in 1.21s
Installed 13 packages in 14ms
 + anyio==4.6.0
 + certifi==2024.8.30
 + feedparser==6.0.11
 + h11==0.14.0
 + httpcore==1.0.6
 + httpx==0.27.2
 + idna==3.10
 + markdown-it-py==3.0.0
 + mdurl==0.1.2
 + pygments==2.18.0
 + rich==13.9.2
 + sgmllib3k==1.0.0
 + sniffio==1.3.1
""", duration=5.0))
    turns.append(p.run("cat pyproject.toml", head + """\
dependencies = [
    "feedparser>=6.0.11",
    "httpx>=0.27.2",
    "rich>=13.9.2",
]
"""))
    turns.append(p.run("uv tree", """\
Resolved 14 packages in 2ms
feedcheck v0.1.0
├── feedparser v6.0.11
│   └── sgmllib3k v1.0.0
├── httpx v0.27.2
│   ├── anyio v4.6.0
│   │   ├── idna v3.10
│   │   └── sniffio v1.3.1
│   ├── certifi v2024.8.30
│   ├── httpcore v1.0.6
│   │   ├── certifi v2024.8.30
│   │   └── h11 v0.14.0
│   ├── idna v3.10
│   └── sniffio v1.3.1
└── rich v13.9.2
    ├── markdown-it-py v3.0.0
    │   └── mdurl v0.1.2
    └── pygments v2.18.0
"""))
    turns.append(p.run("uv remove rich", """\
Resolved 10 packages in 3ms
Uninstalled 4 packages in 9ms
 - markdown-it-py==3.0.0
 - mdurl==0.1.2
 - pygments==2.18.0
 - rich==13.9.2
"""))
    turns.append(p.run("uv add --dev pytest && tail -n 10 pyproject.toml", """\
Resolved 15 packages in 281ms
Prepared 4 packages in 96ms
Installed 4 packages in 6ms
 + iniconfig==2.0.0
 + packaging==24.1
 + pluggy==1.5.0
 + pytest==8.3.3
requires-python = ">=3.12"
dependencies = [
    "feedparser>=6.0.11",
    "httpx>=0.27.2",
]

[tool.uv]
dev-dependencies = [
    "pytest>=8.3.3",
]
""", duration=3.0))
    pkgs = [("anyio", "4.6.0"), ("certifi", "2024.8.30"), ("feedparser", "6.0.11"), ("h11", "0.14.0"), ("httpcore", "1.0.6"),
            ("httpx", "0.27.2"), ("idna", "3.10"), ("iniconfig", "2.0.0"), ("packaging", "24.1"), ("pluggy", "1.5.0"),
            ("pytest", "8.3.3"), ("sgmllib3k", "1.0.0"), ("sniffio", "1.3.1")]
    turns.append(p.run("uv pip list", "Package    Version\n---------- ---------\n" + "\n".join(f"{n:<10} {v}" for n, v in pkgs)))
    turns.append(p.run('uv run python -c "import httpx, feedparser; print(httpx.__version__, feedparser.__version__)" && uv run pytest -q', """\
0.27.2 6.0.11

no tests ran in 0.01s
""", duration=3.0))
    rs.add(task="terminal", tid="h48-terminal-19", system=SYSTEM, turns=turns, state=state)


# 20 docker buildx: bad

def t20(rs: RowSet) -> None:
    p = Pane("ci", "build-07", "/home/ci/work/orders-api")
    state = p.prompt
    turns = []
    idx = "sha256:7d1e4a9c0b3f58e2d6a17c94f0e2b8d35c61a7f9e04b2d8c3a5f17e6b9d04c21"
    amd = "sha256:4f0e8b2a6c1d93e75f04a8c2b6d1e9f37a05c84d2e6b1f93a7c0d5e8b24f6a19"
    arm = "sha256:b83c5d0e7f2a14c69e8d3b7a0f5c2e1d94a6b8f03c7e5d2a1b9f46e08c3d7a52"
    att_amd = "sha256:0c2e9f4a7b1d86e3c5a0f92d4b7e1c8a36f05d9e2b4c7a1f8e3d60b5c9a2f714"
    att_arm = "sha256:e5a1c7f30b9d24e6a8c1f5b3d07e92a4c6b8d1f0e3a5c79b2d4f6e8a1c3b5d70"
    cfg_amd = "sha256:9c3e5f1a2b7d04e6c8a1b3d5f7e9024a6c8e0b2d4f6a8c1e3b5d7f9a0c2e4b68"
    cfg_arm = "sha256:61d8b0a2c4e6f8a1b3c5d7e9f0a2b4c6d8e1f3a5b7c9d0e2f4a6b8c1d3e5f7a9"
    image = "ghcr.io/acme/orders-api"
    turns.append(p.run("docker buildx ls", """\
NAME/NODE        DRIVER/ENDPOINT                   STATUS    BUILDKIT   PLATFORMS
multiarch*       docker-container
 \\_ multiarch0    \\_ unix:///var/run/docker.sock   running   v0.14.1    linux/amd64*, linux/arm64*, linux/amd64/v2, linux/amd64/v3, linux/386
default          docker
 \\_ default      \\_ default                       running   v0.13.2    linux/amd64, linux/amd64/v2, linux/amd64/v3, linux/386
"""))
    gob = ('GOOS=linux GOARCH=$TARGETARCH CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X main.version=2.3.0 -X main.commit=9f2c41e" '
           "-o /out/orders-api ./cmd/orders-api")
    turns.append(p.run(f"docker buildx build --platform linux/amd64,linux/arm64 --build-arg VERSION=2.3.0 -t {image}:2.3.0 --push .", f"""\
[+] Building 148.6s (27/27) FINISHED                                                      docker-container:multiarch
 => [internal] load build definition from Dockerfile                                                        0.0s
 => => transferring dockerfile: 1.12kB                                                                      0.0s
 => [linux/amd64 internal] load metadata for gcr.io/distroless/static-debian12:nonroot                      0.9s
 => [linux/arm64 internal] load metadata for gcr.io/distroless/static-debian12:nonroot                      0.9s
 => [linux/amd64 internal] load metadata for docker.io/library/golang:1.22.4-bookworm                       1.3s
 => [auth] library/golang:pull token for registry-1.docker.io                                               0.0s
 => [internal] load .dockerignore                                                                           0.0s
 => => transferring context: 214B                                                                           0.0s
 => [linux/amd64 build 1/6] FROM docker.io/library/golang:1.22.4-bookworm@sha256:a66eda637829ce891e9cf61ff1ee0edf544e1f6c5b0e666c7310dce231a66f28  0.0s
 => => resolve docker.io/library/golang:1.22.4-bookworm@sha256:a66eda637829ce891e9cf61ff1ee0edf544e1f6c5b0e666c7310dce231a66f28  0.0s
 => [linux/arm64 stage-1 1/3] FROM gcr.io/distroless/static-debian12:nonroot@sha256:e9ac71e2b8e279a8372741b7a0293afda17650d926900233ec3a7b2b7c22a246  0.0s
 => [linux/amd64 stage-1 1/3] FROM gcr.io/distroless/static-debian12:nonroot@sha256:e9ac71e2b8e279a8372741b7a0293afda17650d926900233ec3a7b2b7c22a246  0.0s
 => [internal] load build context                                                                           0.3s
 => => transferring context: 2.87MB                                                                         0.3s
 => CACHED [linux/amd64 build 2/6] WORKDIR /src                                                             0.0s
 => CACHED [linux/amd64 build 3/6] COPY go.mod go.sum ./                                                    0.0s
 => CACHED [linux/amd64 build 4/6] RUN --mount=type=cache,target=/go/pkg/mod go mod download                0.0s
 => [linux/amd64 build 5/6] COPY . .                                                                        0.2s
 => [linux/amd64->arm64 build 6/6] RUN --mount=type=cache,target=/root/.cache/go-build {gob}  121.8s
 => [linux/amd64 build 6/6] RUN --mount=type=cache,target=/root/.cache/go-build {gob}  117.2s
 => [linux/amd64 stage-1 2/3] COPY --from=build /out/orders-api /usr/local/bin/orders-api                   0.3s
 => [linux/arm64 stage-1 2/3] COPY --from=build /out/orders-api /usr/local/bin/orders-api                   0.3s
 => [linux/amd64 stage-1 3/3] COPY migrations /migrations                                                   0.1s
 => [linux/arm64 stage-1 3/3] COPY migrations /migrations                                                   0.1s
 => exporting to image                                                                                     22.4s
 => => exporting layers                                                                                     1.2s
 => => exporting manifest {amd}  0.0s
 => => exporting config {cfg_amd}  0.0s
 => => exporting attestation manifest {att_amd}  0.0s
 => => exporting manifest {arm}  0.0s
 => => exporting config {cfg_arm}  0.0s
 => => exporting attestation manifest {att_arm}  0.0s
 => => exporting manifest list {idx}  0.0s
 => => pushing layers                                                                                      18.6s
 => => pushing manifest for {image}:2.3.0@{idx}  2.4s
 => [auth] acme/orders-api:pull,push token for ghcr.io                                                      0.0s
""", duration=180.0))

    def inspect(tag: str, arm_digest: str) -> str:
        return f"""\
Name:      {image}:{tag}
MediaType: application/vnd.oci.image.index.v1+json
Digest:    {idx}

Manifests:
  Name:        {image}:{tag}@{amd}
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    linux/amd64

  Name:        {image}:{tag}@{arm_digest}
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    linux/arm64

  Name:        {image}:{tag}@{att_amd}
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    unknown/unknown
  Annotations:
    vnd.docker.reference.digest: {amd}
    vnd.docker.reference.type:   attestation-manifest

  Name:        {image}:{tag}@{att_arm}
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    unknown/unknown
  Annotations:
    vnd.docker.reference.digest: {arm}
    vnd.docker.reference.type:   attestation-manifest
"""

    turns.append(p.run(f"docker buildx imagetools inspect {image}:2.3.0", inspect("2.3.0", arm), duration=3.0))
    turns.append(p.run(f"docker buildx imagetools create -t {image}:latest {image}:2.3.0", f"""\
[+] Building 1.9s (1/1) FINISHED
 => [internal] pushing {image}:latest                                                                       1.9s
""", duration=5.0))
    turns.append(p.run(f"docker pull {image}:2.3.0", f"""\
2.3.0: Pulling from acme/orders-api
a7ca0d9ba68f: Pull complete
fe5ca62666f0: Pull complete
b02a7525f878: Pull complete
fcb6f6d2c998: Pull complete
e8c73c638ae9: Pull complete
1e3d9b7d1452: Pull complete
4aa0ea1413d3: Pull complete
7c881f9ab25e: Pull complete
5627a970d25e: Pull complete
96266735468f: Pull complete
2758d0c31c8c: Pull complete
d3a5c9e81f27: Pull complete
6b0f3e44a1c9: Pull complete
Digest: {idx}
Status: Downloaded newer image for {image}:2.3.0
{image}:2.3.0
""", duration=10.0))
    arm_drift = "sha256:b83c5d0e7f2a14c6ae8d3b7a0f5c2e1d94a6b8f03c7e5d2a1b9f46e08c3d7a52"
    turns.append(p.run(f"docker buildx imagetools inspect {image}:latest", inspect("latest", arm_drift), duration=3.0))
    turns.append(p.run(f"docker images {image}", f"""\
REPOSITORY                TAG       IMAGE ID       CREATED         SIZE
{image}   2.3.0     {cfg_amd[7:19]}   6 minutes ago   21.4MB
"""))
    turns.append(p.run(f"docker run --rm {image}:2.3.0 --version", "orders-api 2.3.0 (commit 9f2c41e, go1.22.4, linux/amd64)", duration=3.0))
    turns.append(p.run("docker buildx du --builder multiarch | tail -n 7", """\
zp4c0d81mxa7vqk2e3t9lbn6w                                                       417.3MB   4 minutes ago
k8r2v5n0c7yq1j3x6m9dzt4pa*                                                      61.02MB   4 minutes ago
qf7w1h5e9s3u0o2i8y6t4r2ea                                                       11.84MB   4 minutes ago
Shared:         1.128GB
Private:        1.913GB
Reclaimable:    3.041GB
Total:          3.041GB
""", duration=3.0))
    rs.add(task="terminal", tid="h48-terminal-20", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=6, kind="arm64 manifest digest under an unchanged index digest differs from the one shown for the same index before")


# 21 huggingface-cli / git lfs: bad

def t21(rs: RowSet) -> None:
    p = Pane("ml", "gpu-node-12", "/data/models")
    state = p.prompt
    turns = []
    repo = "acme-ml/intent-classifier-deberta-v3"
    turns.append(p.run("huggingface-cli whoami", "lwagner\norgs:  acme-ml,acme-research", duration=2.0))
    turns.append(p.run(f"GIT_LFS_SKIP_SMUDGE=1 git clone https://huggingface.co/{repo}", """\
Cloning into 'intent-classifier-deberta-v3'...
remote: Enumerating objects: 41, done.
remote: Counting objects: 100% (38/38), done.
remote: Compressing objects: 100% (36/36), done.
remote: Total 41 (delta 11), reused 0 (delta 0), pack-reused 3 (from 1)
Unpacking objects: 100% (41/41), 512.88 KiB | 2.31 MiB/s, done.
""", duration=5.0))
    lfs = [("3b61a0e47f", "model.safetensors", "738 MB"), ("e9d4c07a25", "onnx/model.onnx", "739 MB"),
           ("c679fbf93b", "spm.model", "2.5 MB"), ("7f5d0e81c2", "training_args.bin", "5.4 KB")]

    def ls_files(present: set[str], sizes: bool) -> str:
        return "\n".join(f"{oid} {'*' if f in present else '-'} {f}" + (f" ({sz})" if sizes else "") for oid, f, sz in lfs)

    turns.append(p.run("cd intent-classifier-deberta-v3 && git lfs ls-files -s", ls_files(set(), True),
                       cd="/data/models/intent-classifier-deberta-v3"))
    turns.append(p.run('git lfs pull --include="model.safetensors,spm.model"',
                       "Downloading LFS objects: 100% (2/2), 741 MB | 52 MB/s, done.", duration=20.0))
    got = {"model.safetensors", "spm.model"}
    turns.append(p.run("git lfs ls-files -s", ls_files(got, True)))
    files = [("added_tokens.json", 23, "12:40"), ("config.json", 2871, "12:40"), ("model.safetensors", 738467532, "12:43"),
             ("onnx", 4096, "12:40"), ("README.md", 1209, "12:40"), ("special_tokens_map.json", 286, "12:40"),
             ("spm.model", 2464616, "12:43"), ("tokenizer_config.json", 1322, "12:40"), ("training_args.bin", 129, "12:40")]
    turns.append(p.run("ls -l", f"total {blocks_k([n for _, n, _ in files])}\n" + "\n".join(
        f"{'d' if f == 'onnx' else '-'}rw{'x' if f == 'onnx' else '-'}r-{'x' if f == 'onnx' else '-'}r-{'x' if f == 'onnx' else '-'} {'2' if f == 'onnx' else '1'} ml ml {n:>9} Jun 14 {t} {f}"
        for f, n, t in files)))
    turns.append(p.run("""python -c "from transformers import AutoModelForSequenceClassification as M; m = M.from_pretrained('.'); print(m.config.num_labels, m.config.model_type, sum(p.numel() for p in m.parameters()))\"""",
                       "24 deberta-v2 184441368", duration=15.0))
    turns.append(p.run("git lfs ls-files", ls_files({"spm.model"}, False)))
    turns.append(p.run(f"huggingface-cli upload {repo} ../reports/intent_eval_2024-06.json eval/intent_eval_2024-06.json --commit-message 'Add June eval report'",
                       f"https://huggingface.co/{repo}/blob/main/eval/intent_eval_2024-06.json", duration=5.0))
    turns.append(p.run("git pull", f"""\
remote: Enumerating objects: 6, done.
remote: Counting objects: 100% (6/6), done.
remote: Compressing objects: 100% (4/4), done.
remote: Total 4 (delta 1), reused 0 (delta 0), pack-reused 0 (from 0)
Unpacking objects: 100% (4/4), 1.21 KiB | 1.21 MiB/s, done.
From https://huggingface.co/{repo}
   4a1d2c9..e83f0b7  main       -> origin/main
Updating 4a1d2c9..e83f0b7
Fast-forward
 eval/intent_eval_2024-06.json | 31 +++++++++++++++++++++++++++++++
 1 file changed, 31 insertions(+)
 create mode 100644 eval/intent_eval_2024-06.json
""", duration=4.0))
    turns.append(p.run("git log --oneline -3", """\
e83f0b7 (HEAD -> main, origin/main, origin/HEAD) Add June eval report
4a1d2c9 Upload ONNX export
b7c20e5 Retrain on intents v5 (24 labels)
"""))
    rs.add(task="terminal", tid="h48-terminal-21", system=SYSTEM, turns=turns, state=state,
           bad=True, turn=8, kind="LFS file pulled earlier is shown as a pointer again with nothing having touched it")


# 22 ln -s / readlink / stat / find -newer / xargs / diff: clean

def t22(rs: RowSet) -> None:
    p = Pane("deploy", "web-02", "/srv/shop")
    state = p.prompt
    turns = []
    turns.append(p.run("ls -l /srv/shop", """\
total 8
lrwxrwxrwx 1 deploy deploy   22 Jun 12 14:09 current -> releases/20240612-1408
drwxr-xr-x 5 deploy deploy 4096 Jun 12 14:08 releases
drwxr-xr-x 5 deploy deploy 4096 Mar  2 11:20 shared
"""))
    turns.append(p.run("ls -l releases/", """\
total 12
drwxr-xr-x 10 deploy deploy 4096 May 29 09:11 20240529-0917
drwxr-xr-x 10 deploy deploy 4096 Jun  5 16:44 20240605-1650
drwxr-xr-x 10 deploy deploy 4096 Jun 12 14:02 20240612-1408
"""))
    turns.append(p.run("mkdir -p releases/20240614-1012 && tar -xzf /tmp/shop-build-5831.tar.gz -C releases/20240614-1012 && ls releases/20240614-1012",
                       "app  artisan  bootstrap  composer.json  composer.lock  config  database  public  resources  routes  vendor  VERSION",
                       duration=6.0))
    turns.append(p.run("diff -u releases/20240612-1408/config/app.ini releases/20240614-1012/config/app.ini", """\
--- releases/20240612-1408/config/app.ini	2024-06-12 13:58:40.000000000 +0000
+++ releases/20240614-1012/config/app.ini	2024-06-14 10:05:31.000000000 +0000
@@ -8,9 +8,10 @@
 [cache]
 driver = redis
-ttl = 300
+ttl = 600
 prefix = shop_
\x20
 [checkout]
-max_items = 50
+max_items = 80
+express = true
 currency = EUR
\x20
"""))
    turns.append(p.run("ln -sfn /srv/shop/shared/uploads releases/20240614-1012/public/uploads && readlink -f releases/20240614-1012/public/uploads",
                       "/srv/shop/shared/uploads"))

    def stat(target: str, ino: int, acc: str, mod: str, chg: str) -> str:
        return f"""\
  File: current -> {target}
  Size: 22        	Blocks: 0          IO Block: 4096   symbolic link
Device: 259,2	Inode: {ino}     Links: 1
Access: (0777/lrwxrwxrwx)  Uid: ( 1001/  deploy)   Gid: ( 1001/  deploy)
Access: {acc} +0000
Modify: {mod} +0000
Change: {chg} +0000
 Birth: {mod} +0000
"""

    turns.append(p.run("stat current", stat("releases/20240612-1408", 3146021, "2024-06-14 10:11:58.302915447",
                                            "2024-06-12 14:09:03.551872044", "2024-06-12 14:09:03.551872044")))
    turns.append(p.run("ln -sfn releases/20240614-1012 current.tmp && mv -T current.tmp current && readlink current", "releases/20240614-1012"))
    turns.append(p.run("stat current", stat("releases/20240614-1012", 3146388, "2024-06-14 10:15:40.207431586",
                                            "2024-06-14 10:15:40.207431586", "2024-06-14 10:15:40.211084305")))
    turns.append(p.run("touch shared/.deployed && find releases -maxdepth 1 -newer releases/20240612-1408 -type d",
                       "releases\nreleases/20240614-1012"))
    turns.append(p.run("ls -1dt releases/*/ | tail -n +4 | xargs -r rm -rf -- && ls -l releases/", """\
total 12
drwxr-xr-x 10 deploy deploy 4096 Jun  5 16:44 20240605-1650
drwxr-xr-x 10 deploy deploy 4096 Jun 12 14:02 20240612-1408
drwxr-xr-x 10 deploy deploy 4096 Jun 14 10:05 20240614-1012
""", duration=3.0))
    turns.append(p.run("stat -c '%n %i %y' current releases/20240614-1012 shared/.deployed", """\
current 3146388 2024-06-14 10:15:40.207431586 +0000
releases/20240614-1012 3146102 2024-06-14 10:05:48.000000000 +0000
shared/.deployed 2231877 2024-06-14 10:16:02.884120573 +0000
"""))
    turns.append(p.run("sudo systemctl reload php8.2-fpm && systemctl is-active php8.2-fpm nginx && systemctl show php8.2-fpm -p ExecMainStartTimestamp",
                       "active\nactive\nExecMainStartTimestamp=Tue 2024-05-28 06:12:44 UTC", duration=3.0))
    rs.add(task="terminal", tid="h48-terminal-22", system=SYSTEM, turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
