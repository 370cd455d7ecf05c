"""The test run's own machinery (conftest.py): AheadRuns, which lets the run's tail use both cores."""
import threading
import time
from types import SimpleNamespace

from conftest import AheadRuns


def item(work, **params):
    """What AheadRuns.start reads of a pytest item: its function's ahead_work and its parameters."""
    return SimpleNamespace(function=SimpleNamespace(ahead_work=work),
                           callspec=SimpleNamespace(params=params))


def test_each_work_runs_once_and_its_result_reaches_its_test():
    calls, lock = [], threading.Lock()
    started = threading.Event()

    def work(n):
        with lock:
            calls.append((n, threading.current_thread().name))
        if n == 5:
            started.set()
        time.sleep(0.05)
        if n == 3:
            raise ValueError("three")
        return 10 * n

    ahead = AheadRuns()
    ahead.start([item(work, n=n) for n in range(6)])
    assert started.wait(5)  # the worker begins with the last test
    results = []
    for n in range(6):  # the test loop, from the first
        try:
            results.append(ahead.result(work, n=n))
        except ValueError as e:  # a failure reaches the test that owns the work
            results.append(str(e))
    ahead.stop()
    assert results == [0, 10, 20, "three", 40, 50]
    assert sorted(n for n, _ in calls) == list(range(6))  # once each, whoever ran it
    assert {name for n, name in calls if n == 5} == {"ahead"}
    assert {name for n, name in calls if n == 0} == {threading.current_thread().name}


def test_held_worker_takes_no_new_work():
    calls = []

    def work(n):
        calls.append(n)
        return n

    ahead = AheadRuns()
    ahead.hold(True)  # as while a both_cores test runs
    ahead.start([item(work, n=n) for n in range(3)])
    time.sleep(0.2)
    assert calls == []
    assert [ahead.result(work, n=n) for n in range(3)] == [0, 1, 2]
    ahead.stop()
    assert calls == [0, 1, 2]
