"""agentworld-play prompts pull|list: the official system prompts, downloaded on demand and pinned."""

from __future__ import annotations

import argparse

NAME = "prompts"
HELP = "download the official Qwen-AgentWorld system prompts (pinned commit, sha256 checked) or list them"
DESCRIPTION = (
    "The official system prompts are not shipped with agentworld-play. `prompts pull` downloads them from "
    "the official repository at a pinned commit, checks each file's sha256 and stores them in your config "
    "directory ($AGENTWORLD_PROMPTS_DIR overrides it). New sessions then use them when the `prompts` "
    "setting is \"official\" (the default); the built-in prompts are used otherwise, or when a file is "
    "missing. `prompts list` shows what is stored."
)
ORDER = 43


def add_arguments(p: argparse.ArgumentParser) -> None:
    sub = p.add_subparsers(dest="prompts_command", required=True, metavar="{pull,list}")
    pull = sub.add_parser("pull", help="download the official prompts (all or nothing)")
    pull.add_argument("--base-url", default=None,
                      help="raw-file root of the repository (default: $AGENTWORLD_PROMPTS_URL or raw GitHub)")
    pull.add_argument("--dir", default=None, help="where to store them (default: $AGENTWORLD_PROMPTS_DIR or the "
                                                  "config directory)")
    pull.add_argument("--timeout", type=float, default=30.0, help="seconds to wait per request (%(default)s)")
    pull.add_argument("--force", action="store_true", help="download again even if the stored copies are intact")
    ls = sub.add_parser("list", help="show each domain's official prompt: stored, missing or changed")
    ls.add_argument("--dir", default=None, help="where they are stored")


def run(args: argparse.Namespace) -> int:
    from playground.world.official_prompts import (
        FILES,
        PINNED_COMMIT,
        file_state,
        local_path,
        prompts_dir,
        pull,
    )
    from playground.world.session import display_path

    if args.prompts_command == "pull":
        result = pull(base=args.base_url, directory=args.dir, timeout=args.timeout, force=args.force)
        print(f"official prompts at commit {PINNED_COMMIT[:12]} in {display_path(result.directory)}: "
              f"{len(result.written)} downloaded, {len(result.present)} already there (sha256 checked)")
        return 0
    print(f"official prompts (commit {PINNED_COMMIT[:12]}) in {display_path(prompts_dir(args.dir))}:")
    for task, digest in FILES.items():
        state = file_state(task, args.dir)
        where = display_path(local_path(task, args.dir)) if state != "missing" else "run `agentworld-play prompts pull`"
        print(f"  {task:<9} {state:<8} sha256 {digest[:16]}  {where}")
    return 0
