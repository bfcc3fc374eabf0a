"""A ruleset read from a file (a club's house rules) as the generator deals under it: the
shipped preset nearest to it, with the options the file changes as overrides.

A generated situation then names that preset and lists the changes in its ``[rules]``
table, so it is judged the same anywhere, without the file beside it.
"""

from __future__ import annotations

import dataclasses

from tutor.rules.ruleset import Ruleset, is_preset, load_ruleset, preset_names

_FIXED = ("name", "preset", "overridden")


def _changes(base: Ruleset, rules: Ruleset) -> dict[str, object]:
    found: dict[str, object] = {}
    for option in dataclasses.fields(Ruleset):
        value = getattr(rules, option.name)
        if option.name not in _FIXED and value != getattr(base, option.name):
            found[option.name] = list(value) if isinstance(value, tuple) else value
    return found


def on_a_preset(rules: Ruleset) -> Ruleset:
    """``rules`` itself for a preset; for a file, its nearest preset (fewest options
    apart, then by name) with the file's other options as overrides."""
    if is_preset(rules.preset):
        return rules
    nearest = min(preset_names(), key=lambda name: (len(_changes(load_ruleset(name), rules)),
                                                    name))
    base = load_ruleset(nearest)
    return base.replace(**_changes(base, rules))
