"""A sequence made as it is read: the moments of a played hand are forked and judged only
when a question asks for them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import islice
from typing import TypeVar, overload

T = TypeVar("T")


class Lazy(Sequence[T]):
    """The items of an iterable, each pulled from it the first time an index, the length
    or an iteration reaches it (and kept). The iterable is read in order only, so what
    it gives does not depend on when it is read: a hand's later forks, played on demand,
    are the same forks as if all had been played at once."""

    def __init__(self, items: Iterable[T]) -> None:
        self._made: list[T] = []
        self._rest: Iterator[T] | None = iter(items)
        self._then: list[Callable[[T], None]] = []

    def _pull(self, upto: int | None) -> None:
        """Pull items until index ``upto`` is made (``None``: all of them)."""
        while self._rest is not None and (upto is None or len(self._made) <= upto):
            for item in self._rest:
                for change in self._then:
                    change(item)
                self._made.append(item)
                break
            else:
                self._rest = None

    def each(self, change: Callable[[T], None]) -> None:
        """Apply ``change`` to every item: those made now, and the others as they come."""
        for item in self._made:
            change(item)
        self._then.append(change)

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[T]: ...

    def __getitem__(self, index: int | slice) -> T | Sequence[T]:
        if isinstance(index, slice):
            if (index.start or 0) < 0 or (index.stop or 0) < 0 or index.step is not None:
                self._pull(None)
                return self._made[index]
            return Lazy(islice(self, index.start, index.stop))
        self._pull(None if index < 0 else index)
        return self._made[index]

    def __len__(self) -> int:
        self._pull(None)
        return len(self._made)

    def __bool__(self) -> bool:
        self._pull(0)
        return bool(self._made)

    def __iter__(self) -> Iterator[T]:
        index = 0
        while True:
            self._pull(index)
            if index >= len(self._made):
                return
            yield self._made[index]
            index += 1
