"""One drill of self-study: which question comes next, and recording each answer.

Pure Python (no Textual): the tutor's screens call this and show what it returns.
Questions come from :class:`~tutor.practice.bank.QuestionBank` (the generator, the
curated situations, situations to review, moments of the learner's own games); the next
skill of a mixed drill is drawn by the store's :class:`~tutor.store.AdaptiveOrder` from
the learner's statistics; every answer is graded by :func:`tutor.practice.answers.graded`
(as the classroom's are) and recorded through :func:`tutor.store.record_attempt` the
moment it is given, and the drill's place is saved in the learner's settings so that a
restart resumes it.

The question bank's modules (the generator, the curated questions and the engine under
them) are imported where a bank first uses them, not with this module: the home screen
imports it and is drawn while they load (see ``HomeScreen.on_mount``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tutor.practice.answers import graded, to_json_answer
from tutor.practice.bank import QuestionBank, Ref, learner_seed
from tutor.store import (
    AdaptiveOrder,
    Attempt,
    due_reviews,
    end_session,
    find_learner,
    record_attempt,
    skill_stats,
    start_session,
)
from tutor.store.connection import Database
from tutor.store.settings import load_resume, save_resume, session_answers

if TYPE_CHECKING:
    from tutor.drills.question import Question
    from tutor.moment import Moment

@dataclass
class Outcome:
    """How one answer went, for the drill's running line and its summary."""

    question: Question
    given: Any
    correct: bool
    time_ms: int


@dataclass
class DrillSession:
    """A drill in progress for one learner."""

    db: Database
    learner: str
    kind: str
    skills: list[str]
    count: int
    ruleset: str
    session_id: int = 0
    form: str | None = None
    """Ask only this question form (the guided start keeps to yes/no)."""
    asked: list[Ref] = field(default_factory=list)
    outcomes: list[Outcome] = field(default_factory=list)
    bank: QuestionBank | None = None

    @classmethod
    def start(
        cls,
        db: Database,
        learner: str,
        kind: str,
        skills: list[str],
        count: int,
        ruleset: str,
        refs: list[Ref] | None = None,
        form: str | None = None,
    ) -> DrillSession:
        """Open a new drill (and a store session) of ``count`` questions; ``refs`` are
        questions to ask first (situations to review, a teacher's list)."""
        drill = cls(db, learner, kind, list(skills), count, ruleset, form=form)
        drill.bank = QuestionBank(ruleset, learner_seed(learner))
        drill.asked = [list(ref) for ref in refs or ()]
        if kind == "due":
            drill.asked = drill._due_refs()
        if not drill.skills:
            from tutor.drills import curated

            drill.skills = curated.skills() if kind == "curated" else drill.bank.skills()
        drill.session_id = start_session(
            db, learner, kind="review" if kind == "due" else "practice"
        )
        drill._save()
        return drill

    @classmethod
    def resume(cls, db: Database, learner: str) -> DrillSession | None:
        """The learner's unfinished drill, if there is one, with its answers so far."""
        state = load_resume(db, learner)
        if not state:
            return None
        drill = cls(
            db,
            learner,
            str(state["kind"]),
            list(state["skills"]),
            int(state["count"]),
            str(state["ruleset"]),
            session_id=int(state["session"]),
            form=state.get("form"),
            asked=list(state["asked"]),
        )
        drill.bank = QuestionBank(drill.ruleset, learner_seed(learner))
        for ref, row in zip(drill.asked, session_answers(db, drill.session_id), strict=False):
            drill.outcomes.append(
                Outcome(drill.bank.question(ref), row["answer"], row["correct"], row["time_ms"])
            )
        return drill

    @staticmethod
    def pending(db: Database, learner: str) -> tuple[int, int] | None:
        """(answered, count) of the learner's unfinished drill, without rebuilding it."""
        state = load_resume(db, learner)
        if not state:
            return None
        return len(session_answers(db, int(state["session"]))), int(state["count"])

    @staticmethod
    def close_pending(db: Database, learner: str) -> None:
        """End the learner's unfinished drill, if any (its answers stay recorded)."""
        state = load_resume(db, learner)
        if state:
            end_session(db, int(state["session"]))
            save_resume(db, learner, None)

    # ------------------------------------------------------------------ questions

    @property
    def answered(self) -> int:
        """Questions answered so far."""
        return len(self.outcomes)

    @property
    def finished(self) -> bool:
        """All questions of the drill are answered."""
        return self.answered >= self.count

    @property
    def streak(self) -> int:
        """Right answers in a row, up to the latest."""
        run = 0
        for outcome in reversed(self.outcomes):
            if not outcome.correct:
                break
            run += 1
        return run

    @property
    def accuracy(self) -> float:
        """Share of the answers so far that were right."""
        return sum(o.correct for o in self.outcomes) / self.answered if self.answered else 0.0

    def current(self) -> Question:
        """The question to show now: the one asked and not yet answered, or a new one."""
        assert self.bank is not None
        if len(self.asked) <= self.answered:
            self.asked.append(self._next_ref())
            self._save()
        return self.bank.question(self.asked[self.answered])

    def view(self, question: Question) -> Moment:
        """The view of the moment ``question`` is asked at (``QuestionBank.view``)."""
        assert self.bank is not None
        return self.bank.view(question)

    def _next_ref(self) -> Ref:
        skill = self._next_skill()
        kind = "curated" if self.kind == "curated" else "bank"
        used = sum(1 for ref in self.asked if ref[0] == kind and ref[1] == skill)
        stats = skill_stats(self.db.conn, find_learner(self.db, self.learner))
        seen = stats[skill].attempts if skill in stats else 0
        index = seen + used - self._answered_on(skill)
        if kind == "bank" and index == 0 and not any(
            ref[0] == "ahead" and ref[1] == skill for ref in self.asked
        ):
            first = self._ahead_ref(skill)
            if first is not None:
                return first
        return [kind, skill, index, self.form]

    def _ahead_ref(self, skill: str) -> Ref | None:
        """The learner's first question of the skill, built ahead if one was
        (:mod:`tutor.practice.ahead`): ``["ahead", skill, slot, form]``."""
        from tutor.drills import skill as find_skill
        from tutor.practice import ahead

        assert self.bank is not None
        if self.form is not None:
            form = self.form  # (built ahead only where the generator asks the skill so)
        elif skill in self.bank.generated:
            form = find_skill(skill).forms[0]
        else:
            return None
        slot = ahead.slot_for(self.ruleset, skill, form, self.bank.seed)
        return None if slot is None else ["ahead", skill, slot, form]

    def prepare_next(self) -> Ref | None:
        """Choose the next question now (after an answer), so it can be built ahead."""
        if self.finished:
            return None
        if len(self.asked) <= self.answered:
            self.asked.append(self._next_ref())
            self._save()
        return self.asked[self.answered]

    def _answered_on(self, skill: str) -> int:
        return sum(1 for o in self.outcomes if o.question.skill == skill)

    def _next_skill(self) -> str:
        if len(self.skills) == 1:
            return self.skills[0]
        who = find_learner(self.db, self.learner)
        rng = random.Random(f"{self.session_id}:{len(self.asked)}")
        order = AdaptiveOrder.from_stats(self.skills, skill_stats(self.db.conn, who), rng)
        last = self.asked[-1] if self.asked else None
        order.last = str(last[1]) if last and last[0] != "text" else None
        return order.next_skill()

    def _due_refs(self) -> list[Ref]:
        due = due_reviews(self.db, self.learner)
        refs: list[Ref] = [["text", q.situation] for q in due.questions][: self.count]
        self.skills = [row.skill for row in due.skills]
        return refs

    # ------------------------------------------------------------------ answers

    def answer(self, given: Any, time_ms: int) -> Outcome:
        """Grade and record the answer to the current question; committed on return."""
        question = self.current()
        value, correct = graded(question, given)
        record_attempt(
            self.db,
            Attempt(
                learner=self.learner,
                situation=question.situation_text,
                ask=question.judgment.ask,
                seat=question.seat,
                answer=value,
                correct_answer=to_json_answer(question, question.answer),
                correct=correct,
                time_ms=max(0, time_ms),
                ruleset=question.ruleset,
                skill=question.skill,
                reasons=[r.code for r in question.explanation],
                session_id=self.session_id,
            ),
        )
        outcome = Outcome(question, given, correct, time_ms)
        self.outcomes.append(outcome)
        if self.finished:
            end_session(self.db, self.session_id)
            save_resume(self.db, self.learner, None)
        return outcome

    def missed(self) -> list[Outcome]:
        """The answers that were wrong, in order."""
        return [o for o in self.outcomes if not o.correct]

    def missed_skills(self) -> list[str]:
        """The skills of the missed questions, each once."""
        return list(dict.fromkeys(o.question.skill for o in self.missed()))

    def _save(self) -> None:
        save_resume(
            self.db,
            self.learner,
            {
                "session": self.session_id,
                "kind": self.kind,
                "skills": self.skills,
                "count": self.count,
                "ruleset": self.ruleset,
                "form": self.form,
                "asked": self.asked,
            },
        )

