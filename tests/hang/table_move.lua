-- expect: time budget
table.move({}, 1, 1 << 50, 2) -- here
