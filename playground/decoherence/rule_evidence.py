"""What each fact-engine rule did in each domain on the frozen held-out sets: the finer grain of
:data:`maturity.BINDING_EVIDENCE`, from which a rule's level in a domain is decided.

A binding's evidence counts trajectories; here each rule counts its own (a trajectory two rules fired
on counts for both). domain -> rule id -> held-out set number (holdoutN) -> (right: fired at the
labeled contradicting turn naming an earlier step, false: fired on a clean trajectory, off: fired
elsewhere on a trajectory with one contradiction), the fact engine measured alone with preview
findings counted.

Each set's figures come from the engine of the commit it was measured on, sealed, before any fix was
made from it (the commits listed at maturity.BINDING_EVIDENCE; holdout4 and holdout5 on 132b2df). They
were re-run on those commits to split the figures by rule, and summed over rules, row by row, they give
back every BINDING_EVIDENCE entry exactly. A set is added here once, when it is measured, never changed
later::

    python -m tests.decoherence.independent.measure --dir holdoutN --sealed --set legacy_ledgers=false \
        --only fact. --count-preview --by-rule
"""

from __future__ import annotations

RULE_EVIDENCE: dict[str, dict[str, dict[int, tuple[int, int, int]]]] = {
    "terminal": {
        "deleted-present": {5: (1, 0, 0)},
        "identifier-drift": {10: (1, 0, 0), 13: (1, 0, 0), 15: (1, 0, 0), 17: (1, 0, 0), 18: (2, 0, 0),
                             19: (1, 0, 0), 21: (2, 0, 0), 23: (1, 0, 0), 24: (2, 1, 0), 25: (4, 0, 1)},
        "identity-changed": {5: (1, 0, 0), 11: (1, 0, 0), 16: (1, 0, 0), 17: (1, 0, 0), 18: (1, 0, 0), 20: (2, 1, 0),
                             22: (1, 0, 0)},
        "listing-count": {5: (1, 1, 0), 8: (1, 0, 0)},
        "listing-deleted-member": {8: (1, 0, 0), 19: (1, 0, 0), 22: (1, 0, 0)},
        "renamed-old-name": {15: (1, 0, 0), 23: (1, 0, 0)},
        "set-value-reverted": {5: (1, 0, 0), 7: (1, 0, 0), 10: (1, 0, 0), 12: (1, 0, 0), 15: (1, 0, 0),
                               19: (0, 1, 0)},
        "state-changed-without-write": {6: (0, 1, 0), 16: (0, 1, 0), 23: (0, 1, 0), 24: (1, 0, 0)},
    },
    "mcp": {
        "clock-backwards": {5: (1, 0, 0), 25: (0, 0, 1)},
        "created-absent": {6: (1, 0, 0)},
        "deleted-present": {9: (1, 0, 0), 15: (1, 0, 0), 19: (1, 0, 0)},
        "identifier-drift": {11: (1, 0, 0), 12: (1, 0, 0), 13: (1, 0, 0), 15: (3, 0, 0), 16: (1, 0, 0),
                             23: (1, 0, 0), 24: (1, 1, 0), 25: (1, 0, 0)},
        "identity-changed": {13: (0, 1, 0), 18: (0, 1, 0), 19: (1, 0, 0), 20: (1, 0, 0)},
        "listing-count": {5: (0, 1, 0), 7: (1, 0, 0), 9: (1, 0, 0)},
        "monotone-reversed": {9: (1, 0, 0)},
        "renamed-old-name": {5: (1, 0, 0), 6: (1, 0, 0)},
        "set-value-reverted": {4: (0, 1, 0), 15: (0, 0, 1), 18: (0, 1, 1), 20: (0, 1, 0), 23: (1, 0, 0)},
        "state-changed-without-write": {4: (2, 1, 0), 5: (1, 1, 0), 6: (2, 0, 0), 7: (0, 1, 0), 8: (0, 3, 0),
                                        9: (1, 1, 0), 10: (0, 0, 1), 11: (2, 0, 0), 12: (1, 1, 0), 13: (0, 1, 1),
                                        15: (1, 0, 0), 16: (2, 1, 0), 18: (1, 0, 2), 19: (2, 1, 1), 20: (1, 2, 1),
                                        21: (0, 3, 1), 22: (1, 3, 0), 23: (1, 2, 1), 24: (0, 2, 2), 25: (3, 3, 0)},
    },
    "search": {
        "created-absent": {4: (2, 0, 0), 5: (1, 0, 0), 6: (1, 0, 0), 7: (1, 0, 0), 8: (1, 0, 0), 10: (1, 0, 0),
                           11: (1, 0, 0), 15: (1, 0, 0), 17: (1, 0, 0), 23: (1, 0, 0)},
        "created-reported-missing": {6: (1, 0, 0), 12: (1, 0, 0), 13: (1, 0, 0), 16: (1, 0, 0), 22: (1, 0, 0),
                                     24: (1, 0, 0), 25: (1, 0, 0)},
        "deleted-present": {4: (2, 1, 0), 5: (3, 2, 0), 6: (2, 0, 0), 7: (1, 0, 0), 8: (2, 1, 0), 9: (2, 0, 0),
                            10: (1, 0, 0), 11: (2, 0, 0), 12: (1, 0, 0), 13: (1, 0, 0), 14: (1, 0, 0), 15: (1, 0, 0),
                            16: (2, 0, 0), 17: (1, 0, 0), 19: (1, 0, 0), 22: (1, 0, 0), 23: (1, 0, 0), 24: (1, 0, 0),
                            25: (1, 0, 0)},
        "identifier-drift": {10: (1, 0, 0), 14: (1, 0, 0), 15: (1, 0, 0), 16: (1, 1, 0), 17: (1, 0, 0), 19: (1, 1, 0),
                             20: (1, 0, 0), 21: (1, 0, 0), 22: (1, 0, 0), 25: (2, 0, 0)},
        "identity-changed": {4: (0, 1, 0), 5: (0, 1, 1), 6: (0, 1, 0), 7: (1, 0, 0), 8: (1, 1, 0), 9: (1, 0, 1),
                             10: (1, 1, 0), 11: (1, 2, 0), 12: (1, 1, 0), 13: (1, 0, 0), 14: (3, 0, 0), 15: (1, 0, 1),
                             16: (3, 1, 0), 17: (0, 0, 1), 18: (1, 1, 1), 19: (3, 0, 0), 20: (5, 2, 0),
                             21: (1, 2, 0), 22: (2, 1, 0), 23: (2, 0, 0), 24: (1, 1, 0), 25: (0, 1, 0)},
        "monotone-reversed": {13: (1, 0, 0), 18: (1, 0, 0)},
        "set-value-reverted": {4: (2, 0, 0), 5: (2, 0, 0), 6: (2, 0, 0), 7: (2, 0, 0), 8: (3, 0, 0), 9: (1, 0, 0),
                               10: (1, 0, 0), 11: (1, 0, 0), 12: (1, 0, 0), 13: (1, 0, 0), 14: (1, 0, 0),
                               15: (1, 0, 0), 16: (1, 0, 0), 17: (1, 0, 0), 22: (1, 0, 0), 23: (2, 0, 0),
                               24: (2, 0, 0), 25: (2, 0, 0)},
        "state-changed-without-write": {10: (1, 0, 0), 11: (0, 0, 1), 13: (0, 1, 0), 14: (1, 0, 1), 15: (1, 0, 0),
                                        16: (1, 2, 0), 18: (0, 1, 0), 21: (1, 2, 0), 24: (0, 1, 0)},
        "total-mismatch": {18: (1, 0, 0), 19: (1, 0, 0), 23: (1, 0, 0), 24: (1, 0, 0)},
    },
    "swe": {
        "clock-backwards": {18: (1, 0, 0), 19: (1, 0, 0), 20: (1, 0, 0)},
        "created-absent": {5: (1, 0, 0), 7: (1, 0, 0), 19: (1, 0, 0)},
        "created-reported-missing": {4: (1, 0, 0)},
        "deleted-present": {4: (1, 0, 0), 7: (1, 0, 0), 16: (1, 0, 0), 17: (1, 0, 0), 18: (0, 1, 0), 19: (1, 0, 0),
                            21: (1, 0, 0), 22: (1, 0, 0), 24: (1, 0, 0), 25: (1, 0, 0)},
        "identifier-drift": {13: (0, 1, 0), 25: (1, 0, 0)},
        "identity-changed": {6: (1, 0, 0), 9: (1, 0, 0), 17: (2, 0, 0), 21: (1, 0, 0), 24: (1, 0, 0)},
        "listing-count": {5: (1, 0, 0), 7: (0, 1, 0), 9: (1, 0, 0)},
        "set-value-reverted": {5: (2, 0, 0), 6: (2, 0, 0), 7: (1, 0, 0), 8: (2, 0, 0), 9: (1, 0, 0), 10: (1, 0, 0),
                               11: (0, 0, 1), 12: (2, 0, 0), 13: (1, 0, 0), 14: (3, 0, 0), 15: (3, 0, 0),
                               16: (1, 0, 0), 17: (3, 0, 0), 18: (3, 0, 0), 19: (1, 0, 0), 20: (2, 0, 0),
                               21: (1, 0, 0), 22: (3, 0, 0), 23: (2, 1, 0), 24: (1, 0, 0), 25: (1, 0, 0)},
        "state-changed-without-write": {4: (1, 0, 1), 5: (2, 0, 0), 6: (1, 0, 0), 7: (1, 0, 0), 9: (1, 0, 0),
                                        12: (1, 0, 0), 16: (1, 0, 0), 17: (1, 0, 0), 18: (0, 1, 1), 19: (1, 0, 0),
                                        20: (1, 0, 0), 22: (1, 0, 0), 23: (2, 0, 0)},
        "unlisted-then-present": {21: (0, 0, 1)},
        "listing-member-changed": {22: (1, 0, 0)},
    },
    "web": {
        "deleted-present": {4: (0, 1, 0), 6: (1, 0, 0), 8: (1, 1, 0), 9: (1, 0, 0), 10: (1, 0, 0), 12: (0, 1, 0),
                            13: (1, 0, 0), 15: (1, 0, 0), 16: (1, 0, 0), 21: (2, 0, 0), 23: (3, 0, 0), 24: (1, 0, 0)},
        "identifier-drift": {11: (2, 0, 0), 12: (1, 0, 0), 17: (2, 0, 1), 20: (1, 0, 0), 21: (1, 0, 0),
                             23: (1, 0, 0), 24: (1, 0, 0), 25: (1, 1, 0)},
        "set-value-reverted": {4: (1, 0, 0), 5: (1, 0, 0), 8: (0, 1, 0), 10: (0, 1, 0), 11: (0, 1, 0), 12: (1, 0, 0),
                               14: (1, 1, 0), 18: (0, 1, 2), 22: (0, 1, 0), 23: (0, 1, 0)},
        "state-changed-without-write": {9: (1, 0, 0), 13: (1, 0, 0), 17: (0, 0, 1), 21: (1, 1, 0), 24: (1, 0, 0),
                                        25: (1, 0, 1)},
        "total-mismatch": {20: (1, 0, 0), 22: (1, 0, 0), 23: (1, 0, 0)},
    },
    "android": {
        "clock-backwards": {4: (1, 0, 0), 5: (1, 0, 0), 7: (1, 0, 0), 10: (1, 0, 0), 12: (1, 0, 0)},
        "deleted-present": {7: (0, 0, 1), 10: (1, 0, 0), 14: (0, 0, 1), 15: (0, 0, 1), 17: (1, 0, 0), 19: (2, 0, 0),
                            21: (1, 0, 0), 23: (2, 0, 0), 25: (1, 0, 0)},
        "identifier-drift": {12: (1, 0, 0), 13: (1, 0, 0), 14: (2, 0, 0), 15: (1, 0, 0), 17: (1, 0, 0),
                             19: (1, 0, 0), 22: (1, 0, 0), 23: (1, 0, 0), 24: (1, 0, 0)},
        "set-value-reverted": {7: (0, 0, 1), 8: (1, 0, 0), 21: (1, 1, 0), 22: (1, 0, 0), 24: (1, 0, 0), 25: (1, 0, 0)},
        "state-changed-without-write": {16: (1, 0, 0)},
    },
    "desktop": {
        "clock-backwards": {4: (1, 0, 0), 5: (1, 0, 0), 6: (1, 0, 0), 8: (1, 0, 0), 9: (1, 0, 0), 10: (1, 0, 0),
                            11: (1, 0, 0), 12: (1, 0, 0), 14: (1, 0, 0), 15: (1, 0, 0), 16: (1, 0, 0), 17: (1, 0, 0),
                            18: (1, 0, 0), 19: (1, 0, 0), 21: (1, 0, 0), 22: (1, 0, 0), 23: (1, 0, 0), 24: (1, 0, 0)},
        "deleted-present": {15: (1, 0, 0), 17: (1, 0, 0), 25: (1, 0, 0)},
        "identifier-drift": {10: (1, 1, 0), 14: (0, 0, 1), 16: (0, 1, 0), 17: (0, 0, 1), 18: (0, 1, 0),
                             20: (0, 1, 0), 21: (1, 1, 0), 23: (0, 0, 1), 25: (1, 0, 0)},
        "identity-changed": {14: (1, 0, 0)},
        "state-changed-without-write": {10: (1, 0, 0), 12: (1, 0, 0), 13: (1, 0, 0), 16: (0, 0, 1), 21: (0, 1, 0),
                                        23: (1, 0, 0)},
        "total-mismatch": {19: (0, 0, 1)},
    },
}
