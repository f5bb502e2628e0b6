// Arithmetic that builds linear expressions: sums and differences of variables and expressions,
// and products and quotients with numbers (a product of two variables is not linear).

extension LinearExpression {
    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs.adding(rhs, times: 1)
    }

    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs.adding(rhs, times: -1)
    }

    /// The expression plus a number.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var result = lhs
        result.constant += rhs
        return result
    }

    /// A number plus the expression.
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs + lhs
    }

    /// The expression minus a number.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    /// A number minus the expression.
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        -rhs + lhs
    }

    /// The expression with every coefficient and the constant negated.
    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand.scaled(by: -1)
    }

    /// The expression times a number.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.scaled(by: rhs)
    }

    /// A number times the expression.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs.scaled(by: lhs)
    }

    /// The expression divided by a number.
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.scaled(by: 1 / rhs)
    }

    /// Adds `rhs` to the expression.
    public static func += (lhs: inout LinearExpression, rhs: LinearExpression) {
        lhs = lhs + rhs
    }

    /// Subtracts `rhs` from the expression.
    public static func -= (lhs: inout LinearExpression, rhs: LinearExpression) {
        lhs = lhs - rhs
    }
}

extension Variable {
    /// The sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    /// A variable plus a number.
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// A number plus a variable.
    public static func + (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression(rhs) + lhs
    }

    /// A variable minus a number.
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    /// A number minus a variable.
    public static func - (lhs: Double, rhs: Variable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }

    /// A variable plus an expression.
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    /// An expression plus a variable.
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    /// The difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    /// A variable minus an expression.
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    /// An expression minus a variable.
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }

    /// The variable with coefficient −1.
    public static prefix func - (operand: Variable) -> LinearExpression {
        LinearExpression(terms: [Term(operand, -1)])
    }

    /// The variable times a number.
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(terms: [Term(lhs, rhs)])
    }

    /// A number times the variable.
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression {
        LinearExpression(terms: [Term(rhs, lhs)])
    }

    /// The variable divided by a number.
    public static func / (lhs: Variable, rhs: Double) -> LinearExpression {
        LinearExpression(terms: [Term(lhs, 1 / rhs)])
    }
}
