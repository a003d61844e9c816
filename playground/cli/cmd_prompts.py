"""agentworld-play prompts pull|list: the official system and judge prompts, downloaded on demand and pinned."""

from __future__ import annotations

import argparse

NAME = "prompts"
HELP = "download the official Qwen-AgentWorld prompts (pinned commit, sha256 checked) or list them"
DESCRIPTION = (
    "The official prompts are not shipped with agentworld-play. `prompts pull` downloads them from "
    "the official repository at a pinned commit, checks each file's sha256 and stores them in your config "
    "directory ($AGENTWORLD_PROMPTS_DIR overrides it): the world model's system prompt of each domain, and "
    "the judge's (one system prompt per domain and the user-message template, read from the evaluator's "
    "task_configs.py without running it). New sessions then use the system prompts when the `prompts` "
    "setting is \"official\" (the default); the built-in prompts are used otherwise, or when a file is "
    "missing. `judge` needs the judge's files. `prompts list` shows what is stored."
)
ORDER = 43

_KIND_TITLES = {
    "system": "world model system prompts (prompts/<task>/system_prompt.txt)",
    "judge": "judge system prompts (prompts/<task>/judge_system_prompt.txt)",
    "judge-user": "judge user template (JUDGE_USER_PROMPT of eval/lwm_eval_utils/task_configs.py)",
}


def add_arguments(p: argparse.ArgumentParser) -> None:
    sub = p.add_subparsers(dest="prompts_command", required=True, metavar="{pull,list}")
    pull = sub.add_parser("pull", help="download the official prompts (all or nothing)")
    pull.add_argument("--base-url", default=None,
                      help="raw-file root of the repository (default: $AGENTWORLD_PROMPTS_URL or raw GitHub)")
    pull.add_argument("--dir", default=None, help="where to store them (default: $AGENTWORLD_PROMPTS_DIR or the "
                                                  "config directory)")
    pull.add_argument("--timeout", type=float, default=30.0, help="seconds to wait per request (%(default)s)")
    pull.add_argument("--force", action="store_true", help="download again even if the stored copies are intact")
    ls = sub.add_parser("list", help="show each official prompt (world model and judge): stored, missing or changed")
    ls.add_argument("--dir", default=None, help="where they are stored")


def run(args: argparse.Namespace) -> int:
    from playground.world.official_prompts import PINNED_COMMIT, prompts_dir, pull, stored_files
    from playground.world.session import display_path

    if args.prompts_command == "pull":
        result = pull(base=args.base_url, directory=args.dir, timeout=args.timeout, force=args.force)
        print(f"official prompts at commit {PINNED_COMMIT[:12]} in {display_path(result.directory)}: "
              f"{len(result.written)} downloaded, {len(result.present)} already there (sha256 checked)")
        return 0
    print(f"official prompts (commit {PINNED_COMMIT[:12]}) in {display_path(prompts_dir(args.dir))}:")
    kind = ""
    for f in stored_files(args.dir):
        if f.kind != kind:
            kind = f.kind
            print(f"  {_KIND_TITLES[kind]}:")
        where = display_path(f.path) if f.state != "missing" else "run `agentworld-play prompts pull`"
        print(f"    {f.task or 'all':<9} {f.state:<8} sha256 {f.sha256[:16]}  {where}")
    return 0
