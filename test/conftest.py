"""Hypothesis profiles for the suite. ``ci`` (chosen when ``CI=true``, as ``.ci/run`` sets it, or by
``HYPOTHESIS_PROFILE=ci``) is derandomized: every run draws the same examples, so the suite's
run time and result do not depend on the draw. ``dev`` (the default elsewhere) draws afresh each
run, to find what a fixed draw would not. Every property test's oracle is bounded by construction
(``test_packing.brute_force_arena``: n!^2 steps, whatever sizes are drawn)."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE")
                      or ("ci" if os.environ.get("CI", "").lower() == "true" else "dev"))
