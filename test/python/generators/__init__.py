"""Random kernel generators for the tests: ``gen`` (structured ``smem.kernel``s) and ``gen_open``
(upstream kernels with open-world pieces), each with a seeded form and a hypothesis strategy."""
