"""Which ruleset a situation is judged under: its preset (or one the caller names) with
the situation's ``[rules]`` overrides applied, errors pointing at the file's lines."""

from __future__ import annotations

from tutor.engine.situation import Situation
from tutor.errors import TutorError
from tutor.rules.ruleset import Ruleset, load_ruleset, with_overrides


def resolve_ruleset(situation: Situation, ruleset: str | Ruleset | None) -> Ruleset:
    """The situation's ruleset (or ``ruleset`` when given) with its ``[rules]`` overrides."""
    if isinstance(ruleset, Ruleset):
        base = ruleset
    else:
        name = ruleset if ruleset is not None else situation.ruleset
        is_path = "/" in name or name.endswith(".toml")
        candidate = situation.base_dir / name if situation.base_dir is not None else None
        if candidate is not None and is_path and candidate.exists():
            name = str(candidate)
        try:
            base = load_ruleset(name)
        except TutorError as error:
            if error.file is None:
                line = situation.line_of("ruleset") if ruleset is None else None
                raise TutorError(error.message, file=situation.file, line=line) from None
            raise
    if not situation.rules:
        return base
    lines = {k[len("rules.") :]: v for k, v in situation.lines.items() if k.startswith("rules.")}
    return with_overrides(base, situation.rules, file=situation.file, lines=lines)


