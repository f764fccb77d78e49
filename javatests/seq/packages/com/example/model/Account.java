package com.example.model;

public class Account {
    private final String owner;
    long balance;

    public Account(String owner) {
        this.owner = owner;
    }

    public void deposit(long amount) {
        balance += amount;
    }

    public void withdraw(long amount) {
        if (amount > balance) {
            throw new IllegalStateException(owner + " has only " + balance);
        }
        balance -= amount;
    }

    protected String describeProtected() {
        return owner + " holds " + balance;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "(" + owner + ", " + balance + ")";
    }
}
