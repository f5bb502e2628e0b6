/// The index of the first of `count` spans along an axis that ends after `low`, or `count` when
/// none does, by binary search: the spans' ends must not decrease with the index (a layout's
/// lines, in order). A layout finds the elements in a rectangle from there without walking the
/// spans before it.
func firstSpan(endingAfter low: CGFloat, count: Int, end: (Int) -> CGFloat) -> Int {
    var first = 0, last = count
    while first < last {
        let middle = (first + last) / 2
        if end(middle) <= low { first = middle + 1 } else { last = middle }
    }
    return first
}
