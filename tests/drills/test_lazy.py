"""A lazy sequence reads its source in order, only as far as it is read."""

from __future__ import annotations

from collections.abc import Iterator

from tutor.drills.lazy import Lazy


def _counted(pulled: list[int], n: int) -> Iterator[int]:
    for item in range(n):
        pulled.append(item)
        yield item * 10


def test_items_are_pulled_in_order_only_as_far_as_read() -> None:
    pulled: list[int] = []
    items = Lazy(_counted(pulled, 5))
    assert items  # is there a first item: that one only is pulled
    assert pulled == [0]
    assert items[2] == 20 and pulled == [0, 1, 2]
    assert list(items[:2]) == [0, 10] and pulled == [0, 1, 2]
    assert items[1] == 10 and pulled == [0, 1, 2]  # kept, not pulled again
    assert len(items) == 5 and pulled == [0, 1, 2, 3, 4]
    assert items[-1] == 40 and list(items) == [0, 10, 20, 30, 40]


def test_a_change_applies_to_items_made_before_and_after() -> None:
    pulled: list[int] = []
    items = Lazy([{"n": 1}, {"n": 2}, {"n": 3}])
    first = items[0]
    items.each(lambda item: item.update(seen=True))
    assert first == {"n": 1, "seen": True}
    assert all(item["seen"] for item in items)
    empty = Lazy(_counted(pulled, 0))
    assert not empty and len(empty) == 0
