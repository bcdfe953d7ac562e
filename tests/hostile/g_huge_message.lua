-- expect: EEEEEEEEEEEEEEEE
-- Class G: an error message of 25 MiB is reported cut, not built whole.
error(string.rep("E", 25 << 20), 0)
