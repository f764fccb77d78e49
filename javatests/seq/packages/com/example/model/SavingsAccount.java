package com.example.model;

public class SavingsAccount extends Account {
    private final int ratePercent;

    public SavingsAccount(String owner, int ratePercent) {
        super(owner);
        this.ratePercent = ratePercent;
    }

    public void addInterest() {
        balance += balance * ratePercent / 100;
    }
}
