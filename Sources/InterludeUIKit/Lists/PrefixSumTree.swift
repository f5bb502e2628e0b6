/// Heights in a row, with the running total before any of them and the element at any offset
/// found in O(log n), and one height changed in O(log n) (a Fenwick tree).
///
/// Table views keep their sections' headers, rows and footers in one: scrolling a 10,000-row
/// table finds its visible rows without walking the rows above them, and a self-sizing row that
/// is measured when it appears moves the rows below it without a rebuild.
struct PrefixSumTree {
    /// The values, in order.
    private(set) var values: [CGFloat]
    /// Fenwick partial sums, 1-based: `tree[i]` sums the `i & -i` values ending at `i − 1`.
    private var tree: [CGFloat]

    /// A tree over `values`, built in O(n).
    init(_ values: [CGFloat] = []) {
        self.values = values
        tree = [0] + values
        for i in 1..<max(1, tree.count) {
            let parent = i + (i & -i)
            if parent < tree.count { tree[parent] += tree[i] }
        }
    }

    /// The number of values.
    var count: Int { values.count }

    /// The sum of all values.
    var total: CGFloat { sum(before: values.count) }

    /// The value at `index`.
    subscript(index: Int) -> CGFloat { values[index] }

    /// Replaces the value at `index`.
    mutating func set(_ value: CGFloat, at index: Int) {
        let delta = value - values[index]
        values[index] = value
        guard delta != 0 else { return }
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// The sum of the values before `index` (0 for index 0, the total for `count`).
    func sum(before index: Int) -> CGFloat {
        var result: CGFloat = 0
        var i = min(index, values.count)
        while i > 0 {
            result += tree[i]
            i -= i & -i
        }
        return result
    }

    /// The index of the value whose span `[sum(before: i), sum(before: i + 1))` holds `offset`:
    /// the last index whose running sum is ≤ `offset` (zero-sized values are skipped). 0 for
    /// offsets before the start, `count - 1` past the end; nil when empty.
    func index(containing offset: CGFloat) -> Int? {
        guard !values.isEmpty else { return nil }
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, values.count - 1)
    }
}
