-- expect: time budget
string.find(string.rep("a", 30), string.rep("a*", 30) .. "b") -- here
